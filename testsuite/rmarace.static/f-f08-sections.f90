! f-f08-sections.f90 -- use mpi_f08 with array sections, whole arrays of
! rank 2 and scalars as buffers.  An MPI whose mpi_f08 takes choice
! buffers as assumed-rank arrays (MPICH) gets them in a descriptor: the
! check follows it only when the data are contiguous.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.

! { dg-do compile }

subroutine f08_sections (win, target, sink)
  use mpi_f08
  implicit none
  type(MPI_Win) :: win
  integer :: target, sink
  integer, save :: buf(10), b2(4,4)
  integer(kind=MPI_ADDRESS_KIND) :: disp = 0
  call MPI_Win_lock_all (0, win)
  ! Every other element: buf(2) is not among them.
  call MPI_Put (buf(1:9:2), 5, MPI_INTEGER, target, disp, 5, MPI_INTEGER, win)
  buf(2) = sink ! { dg-bogus "data race" }
  call MPI_Put (b2, 16, MPI_INTEGER, target, disp, 16, MPI_INTEGER, win) ! { dg-message "note: MPI_Put from .b2. started here" }
  b2(1,1) = sink ! { dg-warning "data race: MPI_Put from .b2. is still pending when .b2. is stored to here" }
  call MPI_Win_flush_local (target, win)
  ! Two of the four rows of b2: not contiguous.
  call MPI_Put (b2(1:2,:), 8, MPI_INTEGER, target, disp, 8, MPI_INTEGER, win)
  b2(3,1) = sink ! { dg-bogus "data race" }
  call MPI_Win_flush_local (target, win)
  call MPI_Put (sink, 1, MPI_INTEGER, target, disp, 1, MPI_INTEGER, win) ! { dg-message "note: MPI_Put from .sink. started here" }
  sink = 3 ! { dg-warning "data race: MPI_Put from .sink. is still pending when .sink. is stored to here" }
  call MPI_Win_unlock_all (win)
end subroutine f08_sections
