! get-barriers-store.f90 -- a target stores where a Get that is still
! not complete after several barriers reads.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: a data race.  The twin of get-barriers-store-ok.f90: rank 0
! gets element 1 of rank 1 in a lock_all epoch and completes it only
! after three barriers; after the third rank 1 overwrites the element,
! which the Get may still be reading.  The record of the Get at rank 1
! is kept across the barriers, and the store must still meet it.
! { dg-do run }
! { dg-shouldfail "data race" }

program get_barriers_store
  use mpi
  implicit none
  integer :: rank, ierr, win, i
  ! MPI reads and writes these between the calls that name them.
  integer, asynchronous :: mem(4), res = 0
  integer(kind=MPI_ADDRESS_KIND), parameter :: d0 = 0, wsize = 16

  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  mem = 5
  call MPI_Win_create(mem, wsize, 4, MPI_INFO_NULL, MPI_COMM_WORLD, win, ierr)
  call MPI_Barrier(MPI_COMM_WORLD, ierr)
  call MPI_Win_lock_all(0, win, ierr)
  if (rank == 0) then
    call MPI_Get(res, 1, MPI_INTEGER, 1, d0, 1, MPI_INTEGER, win, ierr)
  end if
  do i = 1, 3
    call MPI_Barrier(MPI_COMM_WORLD, ierr)
  end do
  if (rank == 1) then
    mem(1) = 7
  end if
  if (rank == 0) then
    call MPI_Win_flush(1, win, ierr)
  end if
  call MPI_Win_unlock_all(win, ierr)
  if (rank == 0) then
    print *, 'res =', res
  end if
  call MPI_Win_free(win, ierr)
  call MPI_Finalize(ierr)
end program get_barriers_store

! { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" }
! { dg-output "  MPI_Get, remote read of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*get-barriers-store\\.f90:30:\[0-9\]+\r?\n" }
! { dg-output "  Conflicting local store of size 4 at 0x\[0-9a-f\]+ by rank 1:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*get-barriers-store\\.f90:36:\[0-9\]+\r?\n" }
! { dg-output "  Location is window 1 of rank 1, offset \\\[0, 4\\) of 16 bytes\\.\r?\n" }
! { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*get-barriers-store\\.f90:30:\[0-9\]+ \\(MPI_Get, remote read from rank 0\\) and \[^\r\n\]*get-barriers-store\\.f90:36:\[0-9\]+ \\(local store\\)\r?\n" }
