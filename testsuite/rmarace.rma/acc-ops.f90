! acc-ops.f90 -- MPI_SUM and MPI_MAX accumulates on one integer.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: a data race.  Rank 0 adds to element 1 of rank 1 with
! MPI_SUM while rank 2 updates it with MPI_MAX, in one fence epoch.
! The default accumulate_ops, same_op_no_op, makes concurrent
! accumulates atomic only with the same operation or MPI_NO_OP.
! { dg-do run }
! { dg-rmarace-np 3 }
! { dg-shouldfail "data race" }

program acc_ops
  use mpi
  implicit none
  integer :: rank, ierr, win
  ! MPI reads and writes these between the calls that name them.
  integer, asynchronous :: mem(4), val = 3, res = 0, res2 = 0
  integer(kind=MPI_ADDRESS_KIND), parameter :: d0 = 0, wsize = 16

  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  mem = 0
  call MPI_Win_create(mem, wsize, 4, MPI_INFO_NULL, MPI_COMM_WORLD, win, ierr)
  call MPI_Win_fence(0, win, ierr)
  if (rank == 0) then
    call MPI_Accumulate(val, 1, MPI_INTEGER, 1, d0, 1, MPI_INTEGER, MPI_SUM, win, ierr)
  end if
  if (rank == 2) then
    call MPI_Fetch_and_op(val, res, MPI_INTEGER, 1, d0, MPI_MAX, win, ierr)
  end if
  call MPI_Win_fence(0, win, ierr)
  call MPI_Win_free(win, ierr)
  call MPI_Finalize(ierr)
end program acc_ops

! { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" }
! { dg-output "  MPI_Accumulate, remote update of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*acc-ops\\.f90:28:\[0-9\]+\r?\n" }
! { dg-output "  Conflicting MPI_Fetch_and_op, remote update of size 4 at 0x\[0-9a-f\]+ by rank 2:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*acc-ops\\.f90:31:\[0-9\]+\r?\n" }
! { dg-output "  Location is window 1 of rank 1, offset \\\[0, 4\\) of 16 bytes\\.\r?\n" }
! { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*acc-ops\\.f90:28:\[0-9\]+ \\(MPI_Accumulate, remote update from rank 0\\) and \[^\r\n\]*acc-ops\\.f90:31:\[0-9\]+ \\(MPI_Fetch_and_op, remote update from rank 2\\)\r?\n" }
