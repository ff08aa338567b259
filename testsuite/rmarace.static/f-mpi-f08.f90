! f-mpi-f08.f90 -- use mpi_f08: handles are derived types, no ierror.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.

! { dg-do compile }

subroutine f08_races (win, target, sink)
  use mpi_f08
  implicit none
  type(MPI_Win) :: win
  integer :: target, sink
  integer, save :: buf(10)
  integer(kind=MPI_ADDRESS_KIND) :: disp = 0
  call MPI_Win_lock_all (0, win)
  call MPI_Get (buf, 10, MPI_INTEGER, target, disp, 10, MPI_INTEGER, win) ! { dg-message "note: MPI_Get into .buf. started here" }
  sink = buf(1) ! { dg-warning "data race: MPI_Get into .buf. is still pending when .buf. is loaded here; add .call MPI_Win_flush_local .target, win.. before this load" }
  call MPI_Win_flush_local (target, win)
  call MPI_Put (buf(2:5), 4, MPI_INTEGER, target, disp, 4, MPI_INTEGER, win) ! { dg-message "note: MPI_Put from .buf. started here" }
  sink = buf(3) ! { dg-bogus "race" }
  buf(4) = sink ! { dg-warning "data race: MPI_Put from .buf. is still pending when .buf. is stored to here" }
  call MPI_Win_unlock_all (win)
end subroutine f08_races

subroutine f08_rget (win, target, sink)
  use mpi_f08
  implicit none
  type(MPI_Win) :: win
  type(MPI_Request) :: req
  integer :: target, sink
  integer, save :: buf(10)
  integer(kind=MPI_ADDRESS_KIND) :: disp = 0
  call MPI_Win_lock_all (0, win)
  call MPI_Rget (buf, 10, MPI_INTEGER, target, disp, 10, MPI_INTEGER, win, req)
  call MPI_Wait (req, MPI_STATUS_IGNORE)
  sink = buf(1) ! { dg-bogus "race" }
  call MPI_Win_unlock_all (win)
end subroutine f08_rget
