! acc-ops-ok.f90 -- MPI_SUM accumulates and MPI_NO_OP on one integer.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: no race.  The twin of acc-ops.f90: rank 2 fetches element 1
! of rank 1 with MPI_NO_OP and rank 3 adds to it with MPI_SUM, which the
! default accumulate_ops, same_op_no_op, allows with rank 0's MPI_SUM.
! { dg-do run }
! { dg-rmarace-np 4 }

program acc_ops_ok
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
    call MPI_Fetch_and_op(val, res, MPI_INTEGER, 1, d0, MPI_NO_OP, win, ierr)
  end if
  if (rank == 3) then
    call MPI_Fetch_and_op(val, res2, MPI_INTEGER, 1, d0, MPI_SUM, win, ierr)
  end if
  call MPI_Win_fence(0, win, ierr)
  call MPI_Win_free(win, ierr)
  call MPI_Finalize(ierr)
end program acc_ops_ok
