! fence-get-load-ok.f90 -- the load of an MPI_Get buffer after the fence.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: no race.  The twin of fence-get-load.f90: rank 0 loads BUF(1)
! after the closing fence and sees the value it got.
! { dg-do run }

program fence_get_load_ok
  use mpi
  implicit none
  integer :: rank, ierr, win, i, x, errors
  ! MPI reads and writes these between the calls that name them.
  integer, asynchronous :: buf(4) = [1, 2, 3, 4]
  integer, asynchronous :: mem(10)
  integer(kind=MPI_ADDRESS_KIND), parameter :: d0 = 0
  integer(kind=MPI_ADDRESS_KIND), parameter :: wsize = 40

  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  do i = 1, 10
    mem(i) = 100 * rank + i - 1
  end do
  call MPI_Win_create(mem, wsize, 4, MPI_INFO_NULL, MPI_COMM_WORLD, win, ierr)
  call MPI_Barrier(MPI_COMM_WORLD, ierr)
  errors = 0

  call MPI_Win_fence(0, win, ierr)
  if (rank == 0) then
    call MPI_Get(buf, 1, MPI_INTEGER, 1, d0, 1, MPI_INTEGER, win, ierr)
  end if
  call MPI_Win_fence(0, win, ierr)
  if (rank == 0) then
    x = buf(1)
    if (x /= 100) errors = errors + 1
  end if

  call MPI_Win_free(win, ierr)
  call MPI_Finalize(ierr)
  if (errors /= 0) stop 1
end program fence_get_load_ok
