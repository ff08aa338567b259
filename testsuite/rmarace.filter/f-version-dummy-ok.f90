! f-version-dummy-ok.f90 -- a versioned loop over dummy arrays misses the window.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: no race.  The twin of f-version-dummy.f90: rank 1 runs the
! loop into TMP, not in the window, while the Put into OUT is pending.
! { dg-do run }

subroutine smooth(out, in, n)
  implicit none
  integer, intent(in) :: n
  real(kind=8), intent(inout) :: out(n)
  real(kind=8), intent(in) :: in(n)
  integer :: i
  do i = 2, n - 1
    if (in(i) >= 0) out(i) = (in(i - 1) + in(i) + in(i + 1)) / 3
  end do
end subroutine smooth

program f_version_dummy_ok
  use mpi_f08
  use, intrinsic :: iso_c_binding, only: c_ptr, c_f_pointer
  implicit none
  integer :: rank, n
  real(kind=8), asynchronous :: one = 1
  real(kind=8), pointer, asynchronous :: out(:)
  real(kind=8), allocatable :: in(:), tmp(:)
  type(c_ptr) :: base
  type(MPI_Win) :: win
  integer(kind=MPI_ADDRESS_KIND), parameter :: d5 = 5, wsize = 128

  call MPI_Init()
  call MPI_Comm_rank(MPI_COMM_WORLD, rank)
  call MPI_Win_allocate(wsize, 8, MPI_INFO_NULL, MPI_COMM_WORLD, base, win)
  n = 16 + command_argument_count()
  call c_f_pointer(base, out, [n])
  allocate(in(n), tmp(n))
  out = 0; in = rank
  call MPI_Barrier(MPI_COMM_WORLD)
  call MPI_Win_lock_all(0, win)
  if (rank == 0) call MPI_Put(one, 1, MPI_REAL8, 1, d5, 1, MPI_REAL8, win)
  call MPI_Barrier(MPI_COMM_WORLD)
  if (rank == 1) call smooth(tmp, in, n)
  if (rank == 0) call MPI_Win_flush(1, win)
  call MPI_Win_unlock_all(win)

  call MPI_Win_free(win)
  call MPI_Finalize()
end program f_version_dummy_ok

