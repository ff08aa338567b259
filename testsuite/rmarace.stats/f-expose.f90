! f-expose.f90 -- which variables the early Fortran pass exposes to MPI.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! In a procedure that calls MPI, the early pass instruments the accesses
! of the variables whose address may reach MPI ("early").  N and A, whose
! addresses only go to KERNEL (a procedure of this file that calls no
! MPI, with dummies that are neither TARGET nor POINTER) and to I/O,
! cannot: none of their accesses is instrumented early (they are SAVE'd,
! so the "mpiarg" filter, for automatic variables, does not drop them).  A variable
! handed to a procedure of this file that calls MPI, one handed to a
! TARGET dummy (which may keep it in a pointer), one a pointer is
! associated with, all may.  The run tests
! rmarace.filter/f-expose-kernel-put-store*.f90 check the verdicts.
!
! stats-reject: ^rmarace: stats: kernel_io: .*early=
! stats-expect: ^rmarace: stats: to_ours: .*early=[1-9]
! stats-expect: ^rmarace: stats: to_target: .*early=[1-9]
! stats-expect: ^rmarace: stats: pointed: .*early=[1-9]

module f_expose_m
  use mpi
  implicit none
  integer :: gwin
  integer, pointer :: gp
contains
  subroutine kernel(n, a)
    integer, intent(in) :: n
    real(8), intent(inout) :: a(8)
    integer :: i, j
    do j = 1, n
      do i = 2, 8
        a(i) = a(i) * 0.5d0 + sin(a(i - 1)) + cos(a(mod(i + j, 8) + 1))
      end do
    end do
  end subroutine kernel

  subroutine my_put(x)
    integer :: x
    integer :: ierr
    integer(kind=MPI_ADDRESS_KIND), parameter :: d0 = 0
    call MPI_Put(x, 1, MPI_INTEGER, 1, d0, 1, MPI_INTEGER, gwin, ierr)
  end subroutine my_put

  subroutine keep(x)
    integer, target :: x
    gp => x
  end subroutine keep
end module f_expose_m

subroutine kernel_io()
  use f_expose_m
  implicit none
  integer, save :: n
  integer :: ierr
  real(8), save :: a(8)
  character(len=8) :: line = '4'
  read (line, *) n
  a = 0
  call kernel(n, a)
  call MPI_Win_flush_all(gwin, ierr)
  n = n + 1
  call kernel(n, a)
  print *, n, a(1)
end subroutine kernel_io

subroutine to_ours()
  use f_expose_m
  implicit none
  integer :: n, ierr
  n = 3
  call my_put(n)
  call MPI_Win_flush_all(gwin, ierr)
  n = 4
  print *, n
end subroutine to_ours

subroutine to_target()
  use f_expose_m
  implicit none
  integer, target :: n
  integer :: ierr
  n = 3
  call keep(n)
  call MPI_Win_flush_all(gwin, ierr)
  n = 4
  call MPI_Win_flush_all(gwin, ierr)
  print *, n
end subroutine to_target

subroutine pointed()
  use f_expose_m
  implicit none
  integer, target :: n
  integer, pointer :: p
  integer :: ierr
  n = 3
  p => n
  call my_put(p)
  call MPI_Win_flush_all(gwin, ierr)
  n = 4
  print *, n
end subroutine pointed
