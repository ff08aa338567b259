! getacc-noop-ok.f90 -- MPI_Accumulate with MPI_REPLACE, MPI_Get_accumulate
! with MPI_NO_OP.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: no race.  The twin of getacc-noop.f90: rank 0 writes with
! MPI_Accumulate and MPI_REPLACE, atomic with respect to
! MPI_Get_accumulate with MPI_NO_OP on the same datatype.
! { dg-do run }
! { dg-rmarace-np 3 }

program getacc_noop_ok
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
    call MPI_Accumulate(val, 1, MPI_INTEGER, 1, d0, 1, MPI_INTEGER, MPI_REPLACE, win, ierr)
  end if
  if (rank == 2) then
    call MPI_Get_accumulate(val, 1, MPI_INTEGER, res, 1, MPI_INTEGER, 1, d0, 1, MPI_INTEGER, MPI_NO_OP, win, ierr)
  end if
  call MPI_Win_fence(0, win, ierr)

  call MPI_Win_free(win, ierr)
  call MPI_Finalize(ierr)
end program getacc_noop_ok
