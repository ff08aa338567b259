! f-equivalence.f90 -- a buffer in an EQUIVALENCE, named by the names
! the program gave it.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.

! { dg-do compile }

subroutine equivalenced (win, target)
  use mpi
  implicit none
  integer :: win, target, ierr
  integer :: src(4), other(4)
  equivalence (src, other)
  integer(kind=MPI_ADDRESS_KIND) :: disp = 0
  src = 1
  call MPI_Win_lock (MPI_LOCK_SHARED, target, 0, win, ierr)
  call MPI_Put (src, 4, MPI_INTEGER, target, disp, 4, MPI_INTEGER, win, ierr) ! { dg-message "note: MPI_Put from .src. started here" }
  other(2) = 7 ! { dg-warning "data race: MPI_Put from .src. is still pending when .other. is stored to here" }
  call MPI_Win_unlock (target, win, ierr)
  other(3) = 7 ! { dg-bogus "race" }
  print *, other
end subroutine equivalenced
