! grid-get.f90 -- MPI_Get and MPI_Win_flush behind procedures of another
! file.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Linked with the f-field-local-* tests (dg-rmarace-sources): the
! procedure that calls these calls no MPI itself, so the early Fortran
! pass leaves its accesses to the late pass and its filters.

subroutine fg_get(buf, n, win)
  implicit none
  include 'mpif.h'
  integer :: n, win, ierr
  double precision :: buf(n)
  integer(kind=MPI_ADDRESS_KIND) :: disp
  disp = 0
  call MPI_Get(buf, n, MPI_DOUBLE_PRECISION, 1, disp, n, &
               MPI_DOUBLE_PRECISION, win, ierr)
end subroutine fg_get

subroutine fg_flush(win)
  implicit none
  include 'mpif.h'
  integer :: win, ierr
  call MPI_Win_flush(1, win, ierr)
end subroutine fg_flush
