! windows-passive-gets-store-ok.f90 -- many gets and flushes of one
! location in one passive epoch, then a store after all of them.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: no race.  The race-free twin of
! windows-passive-gets-store.f90: rank 1 tells rank 0 after all its
! gets, each flushed, so rank 0's store to its element 4 comes after
! every get of it.
! { dg-do run }

program windows_passive_gets_store_ok
  use mpi_f08
  implicit none
  integer, parameter :: gets = 400
  integer :: rank, i
  type(MPI_Win) :: win
  ! MPI reads and writes these between the calls that name them.
  integer, asynchronous :: mem(8), buf(8), tok = 0
  integer :: total
  integer(kind=MPI_ADDRESS_KIND), parameter :: wsize = 32
  integer(kind=MPI_ADDRESS_KIND) :: d

  call MPI_Init()
  call MPI_Comm_rank(MPI_COMM_WORLD, rank)
  mem = 0
  buf = 0
  total = 0
  call MPI_Win_create(mem, wsize, 4, MPI_INFO_NULL, MPI_COMM_WORLD, win)
  call MPI_Win_lock_all(0, win)
  if (rank == 1) then
    do i = 0, gets - 1
      d = mod(i, 8)
      call MPI_Get(buf(mod(i, 8) + 1), 1, MPI_INTEGER, 0, d, 1, MPI_INTEGER, win)
      call MPI_Win_flush(0, win)
      total = total + buf(mod(i, 8) + 1)
    end do
    do i = 0, gets - 1
      d = mod(i, 8)
      call MPI_Get(buf(mod(i, 8) + 1), 1, MPI_INTEGER, 0, d, 1, MPI_INTEGER, win)
      call MPI_Win_flush(0, win)
      total = total + buf(mod(i, 8) + 1)
    end do
    call MPI_Send(tok, 1, MPI_INTEGER, 0, 0, MPI_COMM_WORLD)
  end if
  if (rank == 0) then
    call MPI_Recv(tok, 1, MPI_INTEGER, 1, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE)
    mem(4) = 7
  end if
  call MPI_Win_unlock_all(win)
  call MPI_Barrier(MPI_COMM_WORLD)
  if (rank == 1) print *, 'total', total
  call MPI_Win_free(win)
  call MPI_Finalize()
end program windows_passive_gets_store_ok
