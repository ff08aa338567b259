! windows-barrier-one-store-ok.f90 -- Barriers among many windows of
! which one has records, and a store at the target after a Put
! completed before the second barrier.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: no race.  The twin of windows-barrier-one-store.f90: rank 0
! flushes its second Put before the second barrier, so rank 1's store
! after it is ordered after the Put.
! { dg-do run }

program windows_barrier_one_store_ok
  use mpi
  implicit none
  integer, parameter :: nwin = 40, used = 13
  integer :: rank, ierr, i, win(nwin)
  ! MPI reads and writes these between the calls that name them.
  integer, asynchronous :: mem(4, nwin), buf = 1
  integer(kind=MPI_ADDRESS_KIND), parameter :: d0 = 0, d1 = 1, wsize = 16

  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  mem = 0
  do i = 1, nwin
    call MPI_Win_create(mem(1, i), wsize, 4, MPI_INFO_NULL, &
                        MPI_COMM_WORLD, win(i), ierr)
  end do

  if (rank == 0) then
    call MPI_Win_lock(MPI_LOCK_SHARED, 1, 0, win(used), ierr)
    call MPI_Put(buf, 1, MPI_INTEGER, 1, d0, 1, MPI_INTEGER, win(used), ierr)
    call MPI_Win_unlock(1, win(used), ierr)
  end if
  call MPI_Barrier(MPI_COMM_WORLD, ierr)

  call MPI_Win_lock_all(0, win(used), ierr)
  if (rank == 0) then
    call MPI_Put(buf, 1, MPI_INTEGER, 1, d1, 1, MPI_INTEGER, win(used), ierr)
    call MPI_Win_flush(1, win(used), ierr)
  end if
  call MPI_Barrier(MPI_COMM_WORLD, ierr)
  if (rank == 1) then
    mem(2, used) = 2
  end if
  call MPI_Win_unlock_all(win(used), ierr)
  call MPI_Barrier(MPI_COMM_WORLD, ierr)
  if (rank == 1) then
    print *, 'mem(:, used) =', mem(1, used), mem(2, used)
  end if

  do i = 1, nwin
    call MPI_Win_free(win(i), ierr)
  end do
  call MPI_Finalize(ierr)
end program windows_barrier_one_store_ok
