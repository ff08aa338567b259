! windows-lock-many-load-ok.f90 -- Puts to many windows under passive
! locks and a load at the target after the barrier that orders them.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: no race.  The twin of windows-lock-many-load.f90: rank 1
! loads element 1 of column 30 after the barrier.
! { dg-do run }

program windows_lock_many_load_ok
  use mpi
  implicit none
  integer, parameter :: nwin = 40
  integer :: rank, ierr, i, x, win(nwin)
  ! MPI reads and writes these between the calls that name them.
  integer, asynchronous :: mem(4, nwin), buf = 1
  integer(kind=MPI_ADDRESS_KIND), parameter :: d0 = 0, wsize = 16

  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  mem = 0
  do i = 1, nwin
    call MPI_Win_create(mem(1, i), wsize, 4, MPI_INFO_NULL, &
                        MPI_COMM_WORLD, win(i), ierr)
  end do

  if (rank == 0) then
    do i = 1, nwin
      call MPI_Win_lock(MPI_LOCK_SHARED, 1, 0, win(i), ierr)
      call MPI_Put(buf, 1, MPI_INTEGER, 1, d0, 1, MPI_INTEGER, win(i), ierr)
      call MPI_Win_unlock(1, win(i), ierr)
    end do
  end if
  call MPI_Barrier(MPI_COMM_WORLD, ierr)
  if (rank == 1) then
    x = mem(1, 30)
    print *, 'mem(1, 30) =', x
  end if

  do i = 1, nwin
    call MPI_Win_free(win(i), ierr)
  end do
  call MPI_Finalize(ierr)
end program windows_lock_many_load_ok
