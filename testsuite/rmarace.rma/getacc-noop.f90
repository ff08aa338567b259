! getacc-noop.f90 -- MPI_Get_accumulate with MPI_NO_OP against a Put.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: a data race.  Rank 2 reads MEM(1) of rank 1 with
! MPI_Get_accumulate and MPI_NO_OP while rank 0 puts to it in the same
! fence epoch.
! { dg-do run }
! { dg-rmarace-np 3 }
! { dg-shouldfail "data race" }

program getacc_noop
  use mpi
  implicit none
  integer :: rank, ierr, i
  integer :: win
  ! MPI reads and writes these between the calls that name them.
  integer, asynchronous :: mem(10)
  integer(kind=MPI_ADDRESS_KIND), parameter :: d0 = 0, wsize = 40
  integer, asynchronous :: val = 5, res = 0

  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  do i = 1, 10
    mem(i) = 100 * rank + i - 1
  end do
  call MPI_Win_create(mem, wsize, 4, MPI_INFO_NULL, MPI_COMM_WORLD, win, ierr)
  call MPI_Barrier(MPI_COMM_WORLD, ierr)

  call MPI_Win_fence(0, win, ierr)
  if (rank == 0) then
    call MPI_Put(val, 1, MPI_INTEGER, 1, d0, 1, MPI_INTEGER, win, ierr)
  end if
  if (rank == 2) then
    call MPI_Get_accumulate(val, 1, MPI_INTEGER, res, 1, MPI_INTEGER, 1, d0, 1, MPI_INTEGER, MPI_NO_OP, win, ierr)
  end if
  call MPI_Win_fence(0, win, ierr)

  call MPI_Win_free(win, ierr)
  call MPI_Finalize(ierr)
end program getacc_noop

! { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" }
! { dg-output "  MPI_Put, remote write of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*getacc-noop\\.f90:33:\[0-9\]+\r?\n" }
! { dg-output "  Conflicting MPI_Get_accumulate, remote read of size 4 at 0x\[0-9a-f\]+ by rank 2:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*getacc-noop\\.f90:36:\[0-9\]+\r?\n" }
! { dg-output "  Location is window \[0-9\]+ of rank 1, offset \\\[0, 4\\) of 40 bytes\\.\r?\n" }
! { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*getacc-noop\\.f90:33:\[0-9\]+ \\(MPI_Put, remote write from rank 0\\) and \[^\r\n\]*getacc-noop\\.f90:36:\[0-9\]+ \\(MPI_Get_accumulate, remote read from rank 2\\)\r?\n" }
