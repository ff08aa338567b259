! acc-sameop-f08.f90 -- MPI_SUM and MPI_NO_OP under accumulate_ops=same_op.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: a data race.  MPI_Win_set_info sets the window's
! accumulate_ops to same_op: concurrent accumulates on one location
! must all use the same operation, and MPI_NO_OP is another one.  Rank
! 0 adds to element 1 of rank 1 while rank 2 fetches it with MPI_NO_OP,
! in one fence epoch.
! { dg-do run }
! { dg-rmarace-np 3 }
! { dg-shouldfail "data race" }

program acc_sameop_f08
  use mpi_f08
  implicit none
  integer :: rank
  type(MPI_Win) :: win
  type(MPI_Info) :: info
  ! MPI reads and writes these between the calls that name them.
  integer, asynchronous :: mem(4), val = 3, res = 0
  integer(kind=MPI_ADDRESS_KIND), parameter :: d0 = 0, wsize = 16

  call MPI_Init()
  call MPI_Comm_rank(MPI_COMM_WORLD, rank)
  mem = 0
  call MPI_Win_create(mem, wsize, 4, MPI_INFO_NULL, MPI_COMM_WORLD, win)
  call MPI_Info_create(info)
  call MPI_Info_set(info, "accumulate_ops", "same_op")
  call MPI_Win_set_info(win, info)
  call MPI_Info_free(info)
  call MPI_Win_fence(0, win)
  if (rank == 0) then
    call MPI_Accumulate(val, 1, MPI_INTEGER, 1, d0, 1, MPI_INTEGER, MPI_SUM, win)
  end if
  if (rank == 2) then
    call MPI_Fetch_and_op(val, res, MPI_INTEGER, 1, d0, MPI_NO_OP, win)
  end if
  call MPI_Win_fence(0, win)
  call MPI_Win_free(win)
  call MPI_Finalize()
end program acc_sameop_f08

! { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" }
! { dg-output "  MPI_Accumulate, remote update of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*acc-sameop-f08\\.f90:35:\[0-9\]+\r?\n" }
! { dg-output "  Conflicting MPI_Fetch_and_op, remote read of size 4 at 0x\[0-9a-f\]+ by rank 2:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*acc-sameop-f08\\.f90:38:\[0-9\]+\r?\n" }
! { dg-output "  Location is window 1 of rank 1, offset \\\[0, 4\\) of 16 bytes\\.\r?\n" }
! { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*acc-sameop-f08\\.f90:35:\[0-9\]+ \\(MPI_Accumulate, remote update from rank 0\\) and \[^\r\n\]*acc-sameop-f08\\.f90:38:\[0-9\]+ \\(MPI_Fetch_and_op, remote read from rank 2\\)\r?\n" }
