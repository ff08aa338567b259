! f-hoist-call-load-ok.f90 -- a loop that calls a procedure misses the window.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: no race.  The twin of f-hoist-call-load.f90: rank 1's loop,
! its guard on W(4) tested before it, reads an array off the window
! while the Put into the window is pending.
! { dg-do run }

module f_hoist_m
  implicit none
contains
  ! Adds a hash of K to C(K): too long for GCC to inline.
  subroutine bump(c, k)
    integer, intent(inout) :: c(*)
    integer, intent(in) :: k
    integer :: j, h, g
    h = k
    g = 0
    do j = 1, 40
      h = ieor(h * 31, j) + mod(h, 7)
      if (h > 100000) h = h / 3 - j
      if (mod(h, 5) == 2) h = h + k * j
      g = g + ishft(h, -3)
    end do
    c(k) = c(k) + h + g
  end subroutine bump

  integer function total(w, n)
    integer, intent(inout) :: w(*)
    integer, intent(in) :: n
    integer :: i
    total = 0
    do i = 1, n
      total = total + w(4)
      call bump(w, mod(i, 4) + 5)
    end do
  end function total
end module f_hoist_m

program f_hoist_call_load
  use mpi_f08
  use f_hoist_m
  use, intrinsic :: iso_c_binding, only: c_ptr, c_f_pointer
  implicit none
  integer :: rank, n, s
  integer, target :: other(8) = 0
  integer, asynchronous :: one = 1
  integer, pointer, asynchronous :: w(:)
  type(c_ptr) :: base
  type(MPI_Win) :: win
  integer(kind=MPI_ADDRESS_KIND), parameter :: d3 = 3, wsize = 32

  call MPI_Init()
  call MPI_Comm_rank(MPI_COMM_WORLD, rank)
  call MPI_Win_allocate(wsize, 4, MPI_INFO_NULL, MPI_COMM_WORLD, base, win)
  call c_f_pointer(base, w, [8])
  w = 0
  n = 4 + command_argument_count()
  call MPI_Barrier(MPI_COMM_WORLD)
  call MPI_Win_lock_all(0, win)
  if (rank == 0) call MPI_Put(one, 1, MPI_INTEGER, 1, d3, 1, MPI_INTEGER, win)
  call MPI_Barrier(MPI_COMM_WORLD)
  s = 0
  if (rank == 1) s = total(other, n)
  if (rank == 0) call MPI_Win_flush(1, win)
  call MPI_Win_unlock_all(win)

  call MPI_Win_free(win)
  call MPI_Finalize()
  if (s < 0) stop 1
end program f_hoist_call_load
