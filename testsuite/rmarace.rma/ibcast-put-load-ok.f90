! ibcast-put-load-ok.f90 -- MPI_Ibcast orders once it has completed.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: no race.  The twin of ibcast-put-load.f90: rank 1 loads the
! location after MPI_Wait completed the broadcast, which rank 0, its
! root, started after its flush.
! { dg-do run }

program ibcast_put_load_ok
  use mpi
  implicit none
  integer :: rank, ierr, i
  integer :: win
  ! MPI reads and writes these between the calls that name them.
  integer, asynchronous :: mem(10)
  integer(kind=MPI_ADDRESS_KIND), parameter :: d0 = 0, wsize = 40
  integer :: req, x
  integer, asynchronous :: buf, token

  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  do i = 1, 10
    mem(i) = 100 * rank + i - 1
  end do
  call MPI_Win_create(mem, wsize, 4, MPI_INFO_NULL, MPI_COMM_WORLD, win, ierr)
  call MPI_Barrier(MPI_COMM_WORLD, ierr)

  buf = 5
  token = 0
  call MPI_Win_lock_all(0, win, ierr)
  if (rank == 0) then
    call MPI_Put(buf, 1, MPI_INTEGER, 1, d0, 1, MPI_INTEGER, win, ierr)
    call MPI_Win_flush(1, win, ierr)
  end if
  call MPI_Ibcast(token, 1, MPI_INTEGER, 0, MPI_COMM_WORLD, req, ierr)
  call MPI_Wait(req, MPI_STATUS_IGNORE, ierr)
  if (rank == 1) then
    x = mem(1)
    print *, 'mem(1) =', x
  end if
  call MPI_Win_unlock_all(win, ierr)

  call MPI_Win_free(win, ierr)
  call MPI_Finalize(ierr)
end program ibcast_put_load_ok
