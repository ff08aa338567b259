! counter-f08-ok.f90 -- MPI_Fetch_and_op and MPI_Compare_and_swap on one
! counter.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: no race.  The twin of counter-f08.f90: rank 2 uses
! MPI_Compare_and_swap, which is atomic with respect to
! MPI_Fetch_and_op.
! { dg-do run }
! { dg-rmarace-np 3 }

program counter_f08_ok
  use mpi_f08
  use, intrinsic :: iso_c_binding, only: c_ptr, c_f_pointer
  implicit none
  integer :: rank, i
  ! MPI reads and writes these between the calls that name them.
  integer, pointer, asynchronous :: mem(:)
  type(c_ptr) :: base
  type(MPI_Win) :: win
  integer(kind=MPI_ADDRESS_KIND), parameter :: d0 = 0, wsize = 40
  integer, asynchronous :: one = 1, val = 0, cmp = 100, old = 0

  call MPI_Init()
  call MPI_Comm_rank(MPI_COMM_WORLD, rank)
  call MPI_Win_allocate(wsize, 4, MPI_INFO_NULL, MPI_COMM_WORLD, base, win)
  call c_f_pointer(base, mem, [10])
  do i = 1, 10
    mem(i) = 100 * rank + i - 1
  end do
  call MPI_Barrier(MPI_COMM_WORLD)

  call MPI_Win_lock_all(0, win)
  if (rank == 0) then
    call MPI_Fetch_and_op(one, old, MPI_INTEGER, 1, d0, MPI_SUM, win)
    call MPI_Win_flush(1, win)
  end if
  if (rank == 2) then
    call MPI_Compare_and_swap(val, cmp, old, MPI_INTEGER, 1, d0, win)
    call MPI_Win_flush(1, win)
  end if
  call MPI_Win_unlock_all(win)

  call MPI_Win_free(win)
  call MPI_Finalize()
end program counter_f08_ok
