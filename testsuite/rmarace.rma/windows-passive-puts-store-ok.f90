! windows-passive-puts-store-ok.f90 -- rounds of puts in one passive
! epoch, one of each round left pending across a barrier, then a store
! after the last one is flushed.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: no race.  The race-free twin of
! windows-passive-puts-store.f90: after the rounds rank 1 flushes and
! both ranks enter one more barrier before rank 0 stores to element 2.
! { dg-do run }

program windows_passive_puts_store_ok
  use mpi_f08
  implicit none
  integer, parameter :: rounds = 300
  integer :: rank, i
  type(MPI_Win) :: win
  ! MPI reads and writes these between the calls that name them.
  integer, asynchronous :: mem(4), v = 1
  integer(kind=MPI_ADDRESS_KIND), parameter :: d0 = 0, d1 = 1, wsize = 16

  call MPI_Init()
  call MPI_Comm_rank(MPI_COMM_WORLD, rank)
  mem = 0
  call MPI_Win_create(mem, wsize, 4, MPI_INFO_NULL, MPI_COMM_WORLD, win)
  call MPI_Win_lock_all(0, win)
  do i = 1, rounds
    if (rank == 1) then
      call MPI_Put(v, 1, MPI_INTEGER, 0, d0, 1, MPI_INTEGER, win)
      call MPI_Win_flush(0, win)
      call MPI_Put(v, 1, MPI_INTEGER, 0, d1, 1, MPI_INTEGER, win)
    end if
    call MPI_Barrier(MPI_COMM_WORLD)
  end do
  if (rank == 1) call MPI_Win_flush(0, win)
  call MPI_Barrier(MPI_COMM_WORLD)
  if (rank == 0) mem(2) = 7
  call MPI_Win_unlock_all(win)
  call MPI_Barrier(MPI_COMM_WORLD)
  if (rank == 0) print *, 'mem(2) =', mem(2)
  call MPI_Win_free(win)
  call MPI_Finalize()
end program windows_passive_puts_store_ok
