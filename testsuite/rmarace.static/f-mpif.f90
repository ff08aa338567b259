! f-mpif.f90 -- mpif.h, a fence epoch, a loop and array sections.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.

! { dg-do compile }

subroutine fence_get_load (win, target, sink)
  implicit none
  include 'mpif.h'
  integer :: win, target, sink, ierr
  integer, save :: buf(10)
  integer(kind=MPI_ADDRESS_KIND) :: disp = 0
  call MPI_Win_fence (0, win, ierr)
  call MPI_Get (buf, 10, MPI_INTEGER, target, disp, 10, MPI_INTEGER, win, ierr) ! { dg-message "note: MPI_Get into .buf. started here" }
  sink = buf(1) ! { dg-warning "data race: MPI_Get into .buf. is still pending when .buf. is loaded here; close the epoch with .call MPI_Win_fence. before this load" }
  call MPI_Win_fence (0, win, ierr)
  sink = buf(2) ! { dg-bogus "race" }
end subroutine fence_get_load

subroutine sections (win, target)
  implicit none
  include 'mpif.h'
  integer :: win, target, ierr
  integer, save :: buf(10)
  integer(kind=MPI_ADDRESS_KIND) :: disp = 0
  call MPI_Win_lock_all (0, win, ierr)
  call MPI_Put (buf(2:5), 4, MPI_INTEGER, target, disp, 4, MPI_INTEGER, win, ierr) ! { dg-message "note: MPI_Put from .buf. started here" }
  buf(7) = 1 ! { dg-bogus "race" }
  buf(3) = 1 ! { dg-warning "data race: MPI_Put from .buf. is still pending when .buf. is stored to here" }
  call MPI_Win_unlock_all (win, ierr)
end subroutine sections

subroutine loop_carried (win, target, n, sink)
  implicit none
  include 'mpif.h'
  integer :: win, target, n, sink, ierr, i
  integer, save :: buf(10)
  integer(kind=MPI_ADDRESS_KIND) :: disp = 0
  call MPI_Win_lock_all (0, win, ierr)
  do i = 1, n
     sink = sink + buf(1) ! { dg-warning "data race: MPI_Get into .buf. is still pending when .buf. is loaded here" }
     call MPI_Get (buf, 10, MPI_INTEGER, target, disp, 10, MPI_INTEGER, win, ierr) ! { dg-message "note: MPI_Get into .buf. started here" }
     ! { dg-warning "data race: MPI_Get into .buf. is still pending when .buf. is written by MPI_Get here" "" { target *-*-* } 43 }
  end do
  call MPI_Win_unlock_all (win, ierr)
end subroutine loop_carried

subroutine loop_flushed (win, target, n, sink)
  implicit none
  include 'mpif.h'
  integer :: win, target, n, sink, ierr, i
  integer, save :: buf(10)
  integer(kind=MPI_ADDRESS_KIND) :: disp = 0
  call MPI_Win_lock_all (0, win, ierr)
  do i = 1, n
     sink = sink + buf(1) ! { dg-bogus "race" }
     call MPI_Get (buf, 10, MPI_INTEGER, target, disp, 10, MPI_INTEGER, win, ierr) ! { dg-bogus "race" }
     call MPI_Win_flush_local (target, win, ierr)
  end do
  call MPI_Win_unlock_all (win, ierr)
end subroutine loop_flushed
