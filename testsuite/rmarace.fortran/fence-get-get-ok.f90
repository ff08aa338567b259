! fence-get-get-ok.f90 -- two overlapping MPI_Gets in two epochs.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: no race.  The twin of fence-get-get.f90: a fence separates the
! Gets, so the second one wins BUF(2).
! { dg-do run }

program fence_get_get_ok
  use mpi
  implicit none
  integer :: rank, ierr, win, i, errors
  ! MPI reads and writes these between the calls that name them.
  integer, asynchronous :: buf(4) = [1, 2, 3, 4]
  integer, asynchronous :: mem(10)
  integer(kind=MPI_ADDRESS_KIND), parameter :: d0 = 0, d4 = 4
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
    call MPI_Get(buf, 2, MPI_INTEGER, 1, d0, 2, MPI_INTEGER, win, ierr)
  end if
  call MPI_Win_fence(0, win, ierr)
  if (rank == 0) then
    call MPI_Get(buf(2), 2, MPI_INTEGER, 1, d4, 2, MPI_INTEGER, win, ierr)
  end if
  call MPI_Win_fence(0, win, ierr)
  if (rank == 0) then
    if (buf(1) /= 100 .or. buf(2) /= 104 .or. buf(3) /= 105) then
      errors = errors + 1
    end if
  end if

  call MPI_Win_free(win, ierr)
  call MPI_Finalize(ierr)
  if (errors /= 0) stop 1
end program fence_get_get_ok
