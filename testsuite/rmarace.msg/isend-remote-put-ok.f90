! isend-remote-put-ok.f90 -- a remote MPI_Put into window memory after an
! MPI_Isend of it completed (use mpi).
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: no race.  The twin of isend-remote-put.f90: rank 0 waits for
! its send before the barrier, and rank 1 puts after it.
! { dg-do run }

program isend_remote_put_ok
  use mpi
  implicit none
  integer :: rank, ierr, win, req
  ! MPI reads and writes this between the calls that name it.
  integer, asynchronous :: mem(1024)
  integer :: one, data(2)
  integer(kind=MPI_ADDRESS_KIND), parameter :: d1 = 1, wsize = 4096

  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  mem = rank
  one = 1
  call MPI_Win_create(mem, wsize, 4, MPI_INFO_NULL, MPI_COMM_WORLD, win, ierr)
  if (rank == 0) then
    call MPI_Isend(mem, 2, MPI_INTEGER, 1, 0, MPI_COMM_WORLD, req, ierr)
    call MPI_Wait(req, MPI_STATUS_IGNORE, ierr)
    call MPI_Barrier(MPI_COMM_WORLD, ierr)
  else if (rank == 1) then
    call MPI_Recv(data, 2, MPI_INTEGER, 0, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE, ierr)
    call MPI_Barrier(MPI_COMM_WORLD, ierr)
    call MPI_Win_lock(MPI_LOCK_SHARED, 0, 0, win, ierr)
    call MPI_Put(one, 1, MPI_INTEGER, 0, d1, 1, MPI_INTEGER, win, ierr)
    call MPI_Win_unlock(0, win, ierr)
  end if
  call MPI_Win_free(win, ierr)
  call MPI_Finalize(ierr)
end program isend_remote_put_ok
