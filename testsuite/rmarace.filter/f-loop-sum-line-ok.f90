! f-loop-sum-line-ok.f90 -- a loop sums into window memory after the Put.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: no race.  The twin of f-loop-sum-line.f90: rank 0 flushes
! before the barrier.
! { dg-do run }

program f_loop_sum_line_ok
  use mpi_f08
  use, intrinsic :: iso_c_binding, only: c_ptr, c_f_pointer
  implicit none
  integer :: rank, i, n
  real(kind=8), asynchronous :: one = 1
  real(kind=8), pointer, asynchronous :: total
  real(kind=8) :: v(16)
  type(c_ptr) :: base
  type(MPI_Win) :: win
  integer(kind=MPI_ADDRESS_KIND), parameter :: d0 = 0, wsize = 8

  call MPI_Init()
  call MPI_Comm_rank(MPI_COMM_WORLD, rank)
  call MPI_Win_allocate(wsize, 8, MPI_INFO_NULL, MPI_COMM_WORLD, base, win)
  call c_f_pointer(base, total)
  total = 0; v = rank
  call MPI_Barrier(MPI_COMM_WORLD)
  n = 15 + command_argument_count() + 1
  call MPI_Win_lock_all(0, win)
  if (rank == 0) call MPI_Put(one, 1, MPI_REAL8, 1, d0, 1, MPI_REAL8, win)
  if (rank == 0) call MPI_Win_flush(1, win)
  call MPI_Barrier(MPI_COMM_WORLD)
  if (rank == 1) then
    do i = 1, n
      total = total + v(i)
    end do
  end if
  call MPI_Win_unlock_all(win)

  call MPI_Win_free(win)
  call MPI_Finalize()
end program f_loop_sum_line_ok

