! f-loop-window-put-ok.f90 -- a loop over window memory after the Put completes.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: no race.  The twin of f-loop-window-put.f90: rank 0 flushes
! before the barrier.
! { dg-do run }

program f_loop_window_put_ok
  use mpi_f08
  use, intrinsic :: iso_c_binding, only: c_ptr, c_f_pointer
  implicit none
  integer :: rank, i
  integer, asynchronous :: one = 1
  integer, pointer, asynchronous :: mem(:)
  type(c_ptr) :: base
  type(MPI_Win) :: win
  integer(kind=MPI_ADDRESS_KIND), parameter :: d5 = 5
  integer(kind=MPI_ADDRESS_KIND), parameter :: wsize = 40

  call MPI_Init()
  call MPI_Comm_rank(MPI_COMM_WORLD, rank)
  call MPI_Win_allocate(wsize, 4, MPI_INFO_NULL, MPI_COMM_WORLD, base, win)
  call c_f_pointer(base, mem, [10])
  do i = 1, 10
    mem(i) = 100 * rank + i - 1
  end do
  call MPI_Barrier(MPI_COMM_WORLD)

  call MPI_Win_lock_all(0, win)
  if (rank == 0) call MPI_Put(one, 1, MPI_INTEGER, 1, d5, 1, MPI_INTEGER, win)
  if (rank == 0) call MPI_Win_flush(1, win)
  call MPI_Barrier(MPI_COMM_WORLD)
  if (rank == 1) then
    do i = 1, 10
      mem(i) = 3 * mem(i)
    end do
  end if
  call MPI_Win_unlock_all(win)

  call MPI_Win_free(win)
  call MPI_Finalize()
end program f_loop_window_put_ok
