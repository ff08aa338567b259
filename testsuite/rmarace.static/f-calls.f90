! f-calls.f90 -- a Fortran wrapper leaves its MPI_Get pending.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.

! { dg-do compile }

module f_calls_helpers
  use mpi
  implicit none
contains
  subroutine get_into (b, n, target, win)
    integer :: n, target, win, ierr
    integer :: b(n)
    integer(kind=MPI_ADDRESS_KIND) :: disp = 0
    call MPI_Get (b, n, MPI_INTEGER, target, disp, n, MPI_INTEGER, win, ierr) ! { dg-message "note: the MPI_Get call is here" }
  end subroutine get_into
end module f_calls_helpers

subroutine wrapper_race (win, target, sink)
  use mpi
  use f_calls_helpers
  implicit none
  integer :: win, target, sink, ierr
  integer, save :: buf(10)
  call MPI_Win_lock_all (0, win, ierr)
  call get_into (buf, 10, target, win) ! { dg-message "note: MPI_Get into .buf. is started by this call to .get_into." }
  sink = buf(3) ! { dg-warning "data race: MPI_Get into .buf. is still pending when .buf. is loaded here" }
  call MPI_Win_flush_local (target, win, ierr)
  sink = buf(4) ! { dg-bogus "race" }
  call MPI_Win_unlock_all (win, ierr)
end subroutine wrapper_race
