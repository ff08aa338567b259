! fence-lock-other-put-load-ok.f90 -- a Put under a lock on one window,
! then a fence on another, then a load.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: no race.  The twin of fence-lock-other-put-load.f90 where
! rank 1 loads after the fence on window A, which orders the Put,
! completed by the unlock, before the load.
! { dg-do run }

program fence_lock_other_put_load_ok
  use mpi
  implicit none
  integer :: rank, ierr, i, wa, wb, x
  ! MPI reads and writes these between the calls that name them.
  integer, asynchronous :: a(10), b(10)
  integer(kind=MPI_ADDRESS_KIND), parameter :: d0 = 0, wsize = 40
  integer, asynchronous :: buf

  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  do i = 1, 10
    a(i) = 100 * rank + i - 1
    b(i) = a(i)
  end do
  call MPI_Win_create(a, wsize, 4, MPI_INFO_NULL, MPI_COMM_WORLD, wa, ierr)
  call MPI_Win_create(b, wsize, 4, MPI_INFO_NULL, MPI_COMM_WORLD, wb, ierr)
  buf = 5

  call MPI_Win_fence(0, wa, ierr)
  if (rank == 0) then
    call MPI_Win_lock(MPI_LOCK_SHARED, 1, 0, wb, ierr)
    call MPI_Put(buf, 1, MPI_INTEGER, 1, d0, 1, MPI_INTEGER, wb, ierr)
    call MPI_Win_unlock(1, wb, ierr)
  end if
  call MPI_Win_fence(0, wa, ierr)
  if (rank == 1) then
    x = b(1)
    print *, 'b(1) =', x
  end if

  call MPI_Win_free(wb, ierr)
  call MPI_Win_free(wa, ierr)
  call MPI_Finalize(ierr)
end program fence_lock_other_put_load_ok
