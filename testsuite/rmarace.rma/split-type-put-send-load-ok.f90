! split-type-put-send-load-ok.f90 -- a flushed Put in a window of a communicator
! from MPI_Comm_split_type, then a message on it, then a target load.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: no race.  The twin of split-type-put-send-load.f90 with
! MPI_Win_flush, which completes the Put at the target too; the message on
! the communicator from MPI_Comm_split_type then orders it before world
! rank 0's load.  No collective is called on that communicator before the
! message, so only its constructor can have made the runtime's record of
! it.
! { dg-do run }

program split_type_put_send_load_ok
  use mpi
  implicit none
  integer :: wrank, rank, ierr, i
  integer :: node, win
  ! MPI reads and writes these between the calls that name them.
  integer, asynchronous :: mem(10)
  integer(kind=MPI_ADDRESS_KIND), parameter :: d0 = 0, wsize = 40
  integer :: token = 0, x
  integer, asynchronous :: buf

  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, wrank, ierr)
  call MPI_Comm_split_type(MPI_COMM_WORLD, MPI_COMM_TYPE_SHARED, -wrank, &
                           MPI_INFO_NULL, node, ierr)
  ! World rank 1 is rank 0 of NODE, world rank 0 is rank 1.
  call MPI_Comm_rank(node, rank, ierr)
  do i = 1, 10
    mem(i) = 100 * wrank + i - 1
  end do
  call MPI_Win_create(mem, wsize, 4, MPI_INFO_NULL, node, win, ierr)
  call MPI_Barrier(MPI_COMM_WORLD, ierr)

  buf = 5
  call MPI_Win_lock_all(0, win, ierr)
  if (rank == 0) then
    call MPI_Put(buf, 1, MPI_INTEGER, 1, d0, 1, MPI_INTEGER, win, ierr)
    call MPI_Win_flush(1, win, ierr)
    call MPI_Send(token, 1, MPI_INTEGER, 1, 0, node, ierr)
  else
    call MPI_Recv(token, 1, MPI_INTEGER, 0, 0, node, MPI_STATUS_IGNORE, ierr)
    x = mem(1)
    print *, 'mem(1) =', x
  end if
  call MPI_Win_unlock_all(win, ierr)

  call MPI_Win_free(win, ierr)
  call MPI_Comm_free(node, ierr)
  call MPI_Finalize(ierr)
end program split_type_put_send_load_ok
