! get-barriers-store-ok.f90 -- a target stores where a Get read, once
! it is complete, after several barriers.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: no race.  Rank 0 gets element 1 of rank 1 in a lock_all
! epoch, keeps it pending across two barriers, then completes it with
! MPI_Win_flush before the third; rank 1 overwrites the element after
! the third.
! { dg-do run }

program get_barriers_store_ok
  use mpi
  implicit none
  integer :: rank, ierr, win, i
  ! MPI reads and writes these between the calls that name them.
  integer, asynchronous :: mem(4), res = 0
  integer(kind=MPI_ADDRESS_KIND), parameter :: d0 = 0, wsize = 16

  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  mem = 5
  call MPI_Win_create(mem, wsize, 4, MPI_INFO_NULL, MPI_COMM_WORLD, win, ierr)
  call MPI_Barrier(MPI_COMM_WORLD, ierr)
  call MPI_Win_lock_all(0, win, ierr)
  if (rank == 0) then
    call MPI_Get(res, 1, MPI_INTEGER, 1, d0, 1, MPI_INTEGER, win, ierr)
  end if
  do i = 1, 2
    call MPI_Barrier(MPI_COMM_WORLD, ierr)
  end do
  if (rank == 0) then
    call MPI_Win_flush(1, win, ierr)
  end if
  call MPI_Barrier(MPI_COMM_WORLD, ierr)
  if (rank == 1) then
    mem(1) = 7
  end if
  call MPI_Win_unlock_all(win, ierr)
  if (rank == 0) then
    print *, 'res =', res
  end if
  call MPI_Win_free(win, ierr)
  call MPI_Finalize(ierr)
end program get_barriers_store_ok
