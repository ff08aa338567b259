! f-misses.f90 -- a variable index into an array a Put covers.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.

! { dg-do compile }

subroutine put_then_index_store (win, i)
  use mpi
  implicit none
  integer :: win, i, ierr
  integer :: buf(8)
  integer(kind=MPI_ADDRESS_KIND) :: disp
  disp = 0
  buf = 0
  call MPI_Win_fence (0, win, ierr)
  call MPI_Put (buf, 8, MPI_INTEGER, 1, disp, 8, MPI_INTEGER, win, ierr) ! { dg-message "note: MPI_Put from .buf. started here" }
  buf(i) = 1 ! { dg-warning "data race: MPI_Put from .buf. is still pending when .buf. is stored to here" }
  call MPI_Win_fence (0, win, ierr)
end subroutine put_then_index_store

subroutine put_then_index_store_ok (win, i)
  use mpi
  implicit none
  integer :: win, i, ierr
  integer :: buf(8)
  integer(kind=MPI_ADDRESS_KIND) :: disp
  disp = 0
  buf = 0
  call MPI_Win_fence (0, win, ierr)
  call MPI_Put (buf, 8, MPI_INTEGER, 1, disp, 8, MPI_INTEGER, win, ierr)
  call MPI_Win_fence (0, win, ierr)
  buf(i) = 1 ! { dg-bogus "race" }
end subroutine put_then_index_store_ok
