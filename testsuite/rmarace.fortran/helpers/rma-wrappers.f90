! rma-wrappers.f90 -- MPI RMA calls behind procedures of another file.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Linked with the noasync-wrapper-* and noasync-fill-* tests
! (dg-rmarace-sources): the procedures that call them call no MPI
! themselves, and gfortran tells GCC that these do not keep their
! arguments.

subroutine rw_lock(win)
  use mpi
  implicit none
  integer :: win, ierr
  call MPI_Win_lock(MPI_LOCK_SHARED, 1, 0, win, ierr)
end subroutine rw_lock

subroutine rw_put(buf, n, win)
  use mpi
  implicit none
  integer :: n, buf(n), win, ierr
  integer(kind=MPI_ADDRESS_KIND) :: disp
  disp = 0
  call MPI_Put(buf, n, MPI_INTEGER, 1, disp, n, MPI_INTEGER, win, ierr)
end subroutine rw_put

subroutine rw_unlock(win)
  use mpi
  implicit none
  integer :: win, ierr
  call MPI_Win_unlock(1, win, ierr)
end subroutine rw_unlock
