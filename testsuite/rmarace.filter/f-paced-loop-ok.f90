! f-paced-loop-ok.f90 -- a store after a call of MPI in a loop misses a Put
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: no race.  The twin of f-paced-loop.f90: rank 1 stores into
! BUF(5), after a barrier of the loop, while the Put into BUF(4) is
! pending.
! { dg-do run }

program f_paced_loop_ok
  use mpi_f08
  use, intrinsic :: iso_c_binding, only: c_ptr, c_f_pointer
  implicit none
  integer :: rank, i, k
  real(kind=8), asynchronous :: one = 1
  real(kind=8), pointer, asynchronous :: buf(:)
  type(c_ptr) :: base
  type(MPI_Win) :: win
  integer(kind=MPI_ADDRESS_KIND), parameter :: d3 = 3, wsize = 64

  call MPI_Init()
  call MPI_Comm_rank(MPI_COMM_WORLD, rank)
  call MPI_Win_allocate(wsize, 8, MPI_INFO_NULL, MPI_COMM_WORLD, base, win)
  call c_f_pointer(base, buf, [8])
  buf(4) = 0
  call MPI_Barrier(MPI_COMM_WORLD)
  call MPI_Win_lock_all(0, win)
  if (rank == 0) call MPI_Put(one, 1, MPI_REAL8, 1, d3, 1, MPI_REAL8, win)
  i = 5 + command_argument_count()
  do k = 1, 2 + i
    call MPI_Barrier(MPI_COMM_WORLD)
    if (rank == 1 .and. k == i - 4) buf(i) = 2
  end do
  if (rank == 0) call MPI_Win_flush(1, win)
  call MPI_Win_unlock_all(win)
  call MPI_Barrier(MPI_COMM_WORLD)
  buf(4) = buf(4) + 1

  call MPI_Win_free(win)
  call MPI_Finalize()
end program f_paced_loop_ok

