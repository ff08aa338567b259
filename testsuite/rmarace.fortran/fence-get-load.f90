! fence-get-load.f90 -- a load of an MPI_Get buffer in the fence epoch.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: a data race.  Rank 0 loads BUF(1) after MPI_Get into BUF and
! before the closing fence; the Get may still be writing BUF.
! { dg-do run }
! { dg-shouldfail "data race" }

program fence_get_load
  use mpi
  implicit none
  integer :: rank, ierr, win, i, x
  ! MPI reads and writes these between the calls that name them.
  integer, asynchronous :: buf(4) = [1, 2, 3, 4]
  integer, asynchronous :: mem(10)
  integer(kind=MPI_ADDRESS_KIND), parameter :: d0 = 0
  integer(kind=MPI_ADDRESS_KIND), parameter :: wsize = 40

  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  do i = 1, 10
    mem(i) = 100 * rank + i - 1
  end do
  call MPI_Win_create(mem, wsize, 4, MPI_INFO_NULL, MPI_COMM_WORLD, win, ierr)
  call MPI_Barrier(MPI_COMM_WORLD, ierr)

  call MPI_Win_fence(0, win, ierr)
  if (rank == 0) then
    call MPI_Get(buf, 1, MPI_INTEGER, 1, d0, 1, MPI_INTEGER, win, ierr)
    x = buf(1)
    print *, 'buf(1) =', x
  end if
  call MPI_Win_fence(0, win, ierr)

  call MPI_Win_free(win, ierr)
  call MPI_Finalize(ierr)
end program fence_get_load

! { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" }
! { dg-output "  MPI_Get, origin buffer write of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*fence-get-load\\.f90:31:\[0-9\]+\r?\n" }
! { dg-output "  Conflicting local load of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*fence-get-load\\.f90:32:\[0-9\]+\r?\n" }
! { dg-output "  Location is a local buffer of rank 0\\.\r?\n" }
! { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*fence-get-load\\.f90:31:\[0-9\]+ \\(MPI_Get, origin buffer write\\) and \[^\r\n\]*fence-get-load\\.f90:32:\[0-9\]+ \\(local load\\)\r?\n" }
