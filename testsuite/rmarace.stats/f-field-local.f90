! f-field-local.f90 -- allocatable components of local derived-type
! variables whose blocks never reach MPI (filter "field").
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or
! later; see the file COPYING.
!
! In each procedure G is a local variable (not a dummy, not TARGET, not in
! a module); gfortran keeps the data pointers of its components in SSA
! names from the allocations, so the filter judges the allocations.  In
! K_PRIVATE, WORK's block goes nowhere but loads, stores and deallocation:
! the accesses through it are not instrumented.  In K_PASSED it goes to a
! procedure of another unit, in K_MOVED to a module variable
! (move_alloc), in K_WINDOW it is a window's memory: the accesses are
! kept.  The run tests rmarace.filter/f-field-local-*.f90 check the
! verdicts.

module f_field_local_keep
  implicit none
  double precision, allocatable :: kept(:)
end module f_field_local_keep

! stats-expect: k_private: .*filtered: .*field=[1-9]

subroutine k_private(n, s)
  implicit none
  integer :: n, i
  double precision :: s
  type grid
    double precision, allocatable :: work(:)
  end type grid
  type(grid) :: g
  allocate (g%work(n))
  do i = 1, n
    g%work(i) = i
  end do
  s = 0
  do i = 1, n, 2
    s = s + g%work(i) * g%work(n + 1 - i)
  end do
end subroutine k_private

! stats-reject: k_passed: .*field=

subroutine k_passed(n, s)
  implicit none
  integer :: n, i
  double precision :: s
  type grid
    double precision, allocatable :: work(:)
  end type grid
  type(grid) :: g
  allocate (g%work(n))
  call ext_use(g%work, n)
  s = 0
  do i = 1, n, 2
    s = s + g%work(i) * g%work(n + 1 - i)
  end do
end subroutine k_passed

! stats-reject: k_moved: .*field=

subroutine k_moved(n, s)
  use f_field_local_keep
  implicit none
  integer :: n, i
  double precision :: s
  type grid
    double precision, allocatable :: work(:)
  end type grid
  type(grid) :: g
  allocate (g%work(n))
  s = 0
  do i = 1, n, 2
    s = s + g%work(i) * g%work(n + 1 - i)
  end do
  call move_alloc(g%work, kept)
end subroutine k_moved

! stats-reject: k_window: .*field=

subroutine k_window(n, s, win)
  implicit none
  include 'mpif.h'
  integer :: n, i, win, ierr
  double precision :: s
  integer(kind=MPI_ADDRESS_KIND) :: wsize
  type grid
    double precision, allocatable :: work(:)
  end type grid
  type(grid) :: g
  allocate (g%work(n))
  wsize = 8 * n
  call MPI_Win_create(g%work, wsize, 8, MPI_INFO_NULL, MPI_COMM_WORLD, &
                      win, ierr)
  s = 0
  do i = 1, n, 2
    s = s + g%work(i) * g%work(n + 1 - i)
  end do
end subroutine k_window
