! f-use-mpi.f90 -- the table's cells with use mpi, in a lock_all epoch.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.

! { dg-do compile }

subroutine get_load (win, target, sink)
  use mpi
  implicit none
  integer :: win, target, sink, ierr
  integer, save :: buf(10)
  integer(kind=MPI_ADDRESS_KIND) :: disp = 0
  call MPI_Win_lock_all (0, win, ierr)
  call MPI_Get (buf, 10, MPI_INTEGER, target, disp, 10, MPI_INTEGER, win, ierr) ! { dg-message "note: MPI_Get into .buf. started here" }
  sink = buf(4) ! { dg-warning "Warning: data race: MPI_Get into .buf. is still pending when .buf. is loaded here; add .call MPI_Win_flush_local .target, win, ierror.. before this load .-fplugin-arg-rmarace-static." }
  call MPI_Win_unlock_all (win, ierr)
end subroutine get_load

subroutine get_store_get_put (win, target)
  use mpi
  implicit none
  integer :: win, target, ierr
  real(kind=8), save :: buf(4), other(4)
  integer(kind=MPI_ADDRESS_KIND) :: disp = 0
  call MPI_Win_lock_all (0, win, ierr)
  call MPI_Get (buf, 4, MPI_DOUBLE_PRECISION, target, disp, 4, MPI_DOUBLE_PRECISION, win, ierr) ! { dg-message "note: MPI_Get into .buf. started here" }
  call MPI_Get (buf(2), 1, MPI_DOUBLE_PRECISION, target, disp, 1, MPI_DOUBLE_PRECISION, win, ierr) ! { dg-warning "data race: MPI_Get into .buf. is still pending when .buf. is written by MPI_Get here" }
  call MPI_Put (buf(3), 1, MPI_DOUBLE_PRECISION, target, disp, 1, MPI_DOUBLE_PRECISION, win, ierr) ! { dg-warning "data race: MPI_Get into .buf. is still pending when .buf. is read by MPI_Put here" }
  buf(4) = 1.0d0 ! { dg-warning "data race: MPI_Get into .buf. is still pending when .buf. is stored to here" }
  other(1) = 2.0d0 ! { dg-bogus "race" }
  call MPI_Win_unlock_all (win, ierr)
end subroutine get_store_get_put

subroutine put_cells (win, target, sink)
  use mpi
  implicit none
  integer :: win, target, sink, ierr
  integer, save :: buf(10)
  integer(kind=MPI_ADDRESS_KIND) :: disp = 0
  call MPI_Win_lock_all (0, win, ierr)
  buf(1) = 5 ! { dg-bogus "race" }
  call MPI_Put (buf, 10, MPI_INTEGER, target, disp, 10, MPI_INTEGER, win, ierr) ! { dg-message "note: MPI_Put from .buf. started here" }
  call MPI_Put (buf, 10, MPI_INTEGER, target, disp, 10, MPI_INTEGER, win, ierr) ! { dg-bogus "race" }
  sink = buf(2) ! { dg-bogus "race" }
  buf(3) = sink ! { dg-warning "data race: MPI_Put from .buf. is still pending when .buf. is stored to here" }
  call MPI_Win_unlock_all (win, ierr)
end subroutine put_cells

subroutine flushed (win, target, sink)
  use mpi
  implicit none
  integer :: win, target, sink, ierr
  integer, save :: buf(10)
  integer(kind=MPI_ADDRESS_KIND) :: disp = 0
  call MPI_Win_lock_all (0, win, ierr)
  call MPI_Get (buf, 10, MPI_INTEGER, target, disp, 10, MPI_INTEGER, win, ierr)
  call MPI_Win_flush_local (target, win, ierr)
  sink = buf(4) ! { dg-bogus "race" }
  buf(5) = 1 ! { dg-bogus "race" }
  call MPI_Win_unlock_all (win, ierr)
end subroutine flushed
