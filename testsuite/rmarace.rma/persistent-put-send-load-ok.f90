! persistent-put-send-load-ok.f90 -- a flushed Put, then a message on
! persistent requests, then a target load.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: no race.  The twin of persistent-put-send-load.f90 with
! MPI_Win_flush: the Put is complete at rank 1 before each start of the
! persistent send, and the message orders rank 1's load after it, every
! time the requests are started again.
! { dg-do run }

program persistent_put_send_load_ok
  use mpi
  implicit none
  integer :: rank, ierr, i
  integer :: win
  ! MPI reads and writes these between the calls that name them.
  integer, asynchronous :: mem(10)
  integer(kind=MPI_ADDRESS_KIND), parameter :: wsize = 40
  integer(kind=MPI_ADDRESS_KIND) :: disp
  integer :: reqs(1), x
  integer, asynchronous :: buf, token

  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  do i = 1, 10
    mem(i) = 100 * rank + i - 1
  end do
  call MPI_Win_create(mem, wsize, 4, MPI_INFO_NULL, MPI_COMM_WORLD, win, ierr)
  token = 0
  if (rank == 0) then
    call MPI_Send_init(token, 1, MPI_INTEGER, 1, 7, MPI_COMM_WORLD, reqs(1), ierr)
  else
    call MPI_Recv_init(token, 1, MPI_INTEGER, 0, 7, MPI_COMM_WORLD, reqs(1), ierr)
  end if
  call MPI_Barrier(MPI_COMM_WORLD, ierr)

  buf = 5
  call MPI_Win_lock_all(0, win, ierr)
  do i = 1, 2
    if (rank == 0) then
      disp = i - 1
      call MPI_Put(buf, 1, MPI_INTEGER, 1, disp, 1, MPI_INTEGER, win, ierr)
      call MPI_Win_flush(1, win, ierr)
    end if
    call MPI_Startall(1, reqs, ierr)
    call MPI_Waitall(1, reqs, MPI_STATUSES_IGNORE, ierr)
    if (rank == 1) then
      x = mem(i)
      print *, 'mem(i) =', x
    end if
  end do
  call MPI_Win_unlock_all(win, ierr)

  call MPI_Request_free(reqs(1), ierr)
  call MPI_Win_free(win, ierr)
  call MPI_Finalize(ierr)
end program persistent_put_send_load_ok
