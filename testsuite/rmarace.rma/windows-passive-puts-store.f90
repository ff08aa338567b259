! windows-passive-puts-store.f90 -- rounds of puts in one passive epoch,
! one of each round left pending across a barrier, then a store racing
! with the last one.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: a data race.  The Fortran version of
! windows-passive-puts-store.c: in one lock_all epoch, 300 rounds: rank 1
! puts to element 1 of rank 0 and flushes, then puts to element 2 (line
! 37), which the next round's flush completes, then both ranks enter a
! barrier.  The members of the run of element 2 that each barrier may
! forget are dropped.  After the last barrier rank 0 stores to its
! element 2 (line 41), racing with the last put, not flushed.
! { dg-do run }
! { dg-shouldfail "data race" }

program windows_passive_puts_store
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
  if (rank == 0) mem(2) = 7
  call MPI_Win_unlock_all(win)
  call MPI_Barrier(MPI_COMM_WORLD)
  if (rank == 0) print *, 'mem(2) =', mem(2)
  call MPI_Win_free(win)
  call MPI_Finalize()
end program windows_passive_puts_store

! { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" }
! { dg-output "  MPI_Put, remote write of size 4 at 0x\[0-9a-f\]+ by rank 1:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*windows-passive-puts-store\\.f90:37:\[0-9\]+\r?\n" }
! { dg-output "  Conflicting local store of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*windows-passive-puts-store\\.f90:41:\[0-9\]+\r?\n" }
! { dg-output "  Location is window 1 of rank 0, offset \\\[4, 8\\) of 16 bytes\\.\r?\n" }
