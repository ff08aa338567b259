! fence-target-put-store-ok.f90 -- rank 1 stores before the epoch.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: no race.  The twin of fence-target-put-store.f90: rank 1 stores
! before the opening fence, so the Put lands after the store.
! { dg-do run }

program fence_target_put_store_ok
  use mpi
  implicit none
  integer :: rank, ierr, win, i, errors
  ! MPI reads and writes these between the calls that name them.
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

  if (rank == 1) then
    mem(1) = 7
  end if
  call MPI_Win_fence(0, win, ierr)
  if (rank == 0) then
    call MPI_Put(rank, 1, MPI_INTEGER, 1, d0, 1, MPI_INTEGER, win, ierr)
  end if
  call MPI_Win_fence(0, win, ierr)
  if (rank == 1) then
    if (mem(1) /= 0) errors = errors + 1
  end if

  call MPI_Win_free(win, ierr)
  call MPI_Finalize(ierr)
  if (errors /= 0) stop 1
end program fence_target_put_store_ok
