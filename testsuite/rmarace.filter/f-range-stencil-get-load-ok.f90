! f-range-stencil-get-load-ok.f90 -- neighbouring reads after a completed Get.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: no race.  The twin of f-range-stencil-get-load.f90: rank 0
! gets into BUF(40) and flushes before the loop reads BUF(5 .. 40).
! { dg-do run }

module f_range_stencil_sweep
contains
  subroutine sweep(out, in, lo, hi)
    double precision, intent(out) :: out(48)
    double precision, intent(in) :: in(48)
    integer, intent(in) :: lo, hi
    integer :: i
    do i = lo, hi
      out(i) = in(i - 1) * in(i) - in(i + 1)
    end do
  end subroutine sweep
end module f_range_stencil_sweep

program f_range_stencil_get_load_ok
  use mpi
  use f_range_stencil_sweep
  use, intrinsic :: iso_c_binding, only: c_ptr, c_f_pointer
  implicit none
  integer :: rank, ierr, win, lo, hi
  ! MPI writes BUF between the calls that name it.
  double precision, asynchronous :: buf(48)
  double precision :: out(48)
  double precision, pointer, asynchronous :: mem(:)
  type(c_ptr) :: base
  integer(kind=MPI_ADDRESS_KIND), parameter :: d0 = 0
  integer(kind=MPI_ADDRESS_KIND), parameter :: wsize = 8

  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  call MPI_Win_allocate(wsize, 8, MPI_INFO_NULL, MPI_COMM_WORLD, base, win, ierr)
  call c_f_pointer(base, mem, [1])
  mem(1) = rank
  buf = 0
  out = 0
  call MPI_Barrier(MPI_COMM_WORLD, ierr)

  lo = 6
  if (command_argument_count() > 99) lo = 7
  hi = 39
  if (rank == 0) then
    call MPI_Win_lock_all(0, win, ierr)
    call MPI_Get(buf(40), 1, MPI_DOUBLE_PRECISION, 1, d0, 1, MPI_DOUBLE_PRECISION, win, ierr)
    call MPI_Win_flush(1, win, ierr)
    call sweep(out, buf, lo, hi)
    call MPI_Win_unlock_all(win, ierr)
    if (out(lo) < 0) print *, out
  end if

  call MPI_Win_free(win, ierr)
  call MPI_Finalize(ierr)
end program f_range_stencil_get_load_ok
