! f-loop-counter.f90 -- a do loop's counter in branches across iterations.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.

! { dg-do compile }

subroutine first_iter (win, n, v, sink)
  use mpi
  implicit none
  integer :: win, n, v, sink, i, ierr
  integer(kind=MPI_ADDRESS_KIND) :: disp
  disp = 0
  call MPI_Win_lock_all (0, win, ierr)
  do i = 1, n
    if (i == 1) then
      call MPI_Get (v, 1, MPI_INTEGER, 1, disp, 1, MPI_INTEGER, win, ierr) ! { dg-bogus "race" }
    end if
  end do
  call MPI_Win_unlock_all (win, ierr)
end subroutine first_iter

subroutine first_iter_racy (win, n, v, sink)
  use mpi
  implicit none
  integer :: win, n, v, sink, i, ierr
  integer(kind=MPI_ADDRESS_KIND) :: disp
  disp = 0
  call MPI_Win_lock_all (0, win, ierr)
  do i = 1, n
    if (i == 1) then
      call MPI_Get (v, 1, MPI_INTEGER, 1, disp, 1, MPI_INTEGER, win, ierr) ! { dg-message "note: MPI_Get into .v. started here" }
    end if
    if (i == 2) then
      sink = v ! { dg-warning "data race: MPI_Get into .v. is still pending when .v. is loaded here" }
    end if
  end do
  call MPI_Win_unlock_all (win, ierr)
end subroutine first_iter_racy
