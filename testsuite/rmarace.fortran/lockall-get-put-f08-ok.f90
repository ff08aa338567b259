! lockall-get-put-f08-ok.f90 -- MPI_Get, a flush, MPI_Put from an overlap.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: no race.  The twin of lockall-get-put-f08.f90: MPI_Win_flush
! completes the Get before the Put reads BUF.
! { dg-do run }

program lockall_get_put_f08_ok
  use mpi_f08
  use, intrinsic :: iso_c_binding, only: c_ptr, c_f_pointer
  implicit none
  integer :: rank, i, errors
  ! MPI reads and writes these between the calls that name them.
  integer, asynchronous :: buf(4) = [1, 2, 3, 4]
  integer, pointer, asynchronous :: mem(:)
  type(c_ptr) :: base
  type(MPI_Win) :: win
  integer(kind=MPI_ADDRESS_KIND), parameter :: d0 = 0, d4 = 4
  integer(kind=MPI_ADDRESS_KIND), parameter :: wsize = 4096  ! whole pages: MPICH

  call MPI_Init()
  call MPI_Comm_rank(MPI_COMM_WORLD, rank)
  call MPI_Win_allocate(wsize, 4, MPI_INFO_NULL, MPI_COMM_WORLD, base, win)
  call c_f_pointer(base, mem, [10])
  do i = 1, 10
    mem(i) = 100 * rank + i - 1
  end do
  call MPI_Barrier(MPI_COMM_WORLD)
  errors = 0

  if (rank == 0) then
    call MPI_Win_lock_all(0, win)
    call MPI_Get(buf, 2, MPI_INTEGER, 1, d0, 2, MPI_INTEGER, win)
    call MPI_Win_flush(1, win)
    call MPI_Put(buf(2), 2, MPI_INTEGER, 1, d4, 2, MPI_INTEGER, win)
    call MPI_Win_unlock_all(win)
  end if
  call MPI_Barrier(MPI_COMM_WORLD)
  if (rank == 1) then
    if (mem(5) /= 101 .or. mem(6) /= 3) errors = errors + 1
  end if

  call MPI_Win_free(win)
  call MPI_Finalize()
  if (errors /= 0) stop 1
end program lockall_get_put_f08_ok
