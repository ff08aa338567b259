! f-version-twin-ok.f90 -- the vectorizer's scalar loop misses window memory.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: no race.  The twin of f-version-twin.f90: rank 1 runs the
! scalar twin of SHIFT's loop over B, whose stored and loaded elements
! overlap as there but which is not window memory, while the Put into
! rank 1's window A is pending; the twin's guards let it by.
! { dg-do run }
! { dg-options "-fvect-cost-model=dynamic" }

subroutine shift(a, m, n, s)
  implicit none
  integer, intent(in) :: m, n, s
  real(kind=8), intent(inout) :: a(*)
  integer :: i
  do i = 1, n
    a(m + i) = 2 * a(1 + i * s)
  end do
end subroutine shift

program f_version_twin_ok
  use mpi_f08
  use, intrinsic :: iso_c_binding, only: c_ptr, c_f_pointer
  implicit none
  integer, parameter :: n = 16
  integer :: rank
  real(kind=8), asynchronous :: one = 1
  real(kind=8), pointer, asynchronous :: a(:)
  real(kind=8), allocatable :: b(:)
  type(c_ptr) :: base
  type(MPI_Win) :: win
  integer(kind=MPI_ADDRESS_KIND), parameter :: d = n + 5, wsize = 2 * n * 8

  call MPI_Init()
  call MPI_Comm_rank(MPI_COMM_WORLD, rank)
  call MPI_Win_allocate(wsize, 8, MPI_INFO_NULL, MPI_COMM_WORLD, base, win)
  call c_f_pointer(base, a, [2 * n])
  allocate(b(2 * n))
  a = rank; b = rank
  call MPI_Barrier(MPI_COMM_WORLD)
  call MPI_Win_lock_all(0, win)
  if (rank == 0) call MPI_Put(one, 1, MPI_REAL8, 1, d, 1, MPI_REAL8, win)
  call MPI_Barrier(MPI_COMM_WORLD)
  if (rank == 1) call shift(b, n, n, 1 + command_argument_count())
  if (rank == 0) call MPI_Win_flush(1, win)
  call MPI_Win_unlock_all(win)

  call MPI_Win_free(win)
  call MPI_Finalize()
end program f_version_twin_ok
