! cart-put-send-load-ok.f90 -- a flushed Put in a window of a Cartesian
! communicator, then a message on it, then a target load.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: no race.  The twin of cart-put-send-load.f90 with
! MPI_Win_flush, which completes the Put at the target too; the message on
! the communicator from MPI_Cart_create then orders it before rank 1's
! load.  No collective is called on that communicator before the message,
! so only its constructor can have made the runtime's record of it.
! { dg-do run }
! { dg-rmarace-np 3 }

program cart_put_send_load_ok
  use mpi
  implicit none
  integer :: rank, ierr, i
  integer :: cart, win
  ! MPI reads and writes these between the calls that name them.
  integer, asynchronous :: mem(10)
  integer(kind=MPI_ADDRESS_KIND), parameter :: d0 = 0, wsize = 40
  integer :: dims(1) = [2], token = 0, x
  logical :: periods(1) = [.false.]
  integer, asynchronous :: buf

  call MPI_Init(ierr)
  call MPI_Cart_create(MPI_COMM_WORLD, 1, dims, periods, .false., cart, ierr)
  if (cart /= MPI_COMM_NULL) then
    call MPI_Comm_rank(cart, rank, ierr)
    do i = 1, 10
      mem(i) = 100 * rank + i - 1
    end do
    call MPI_Win_create(mem, wsize, 4, MPI_INFO_NULL, cart, win, ierr)
  end if
  call MPI_Barrier(MPI_COMM_WORLD, ierr)

  if (cart /= MPI_COMM_NULL) then
    buf = 5
    call MPI_Win_lock_all(0, win, ierr)
    if (rank == 0) then
      call MPI_Put(buf, 1, MPI_INTEGER, 1, d0, 1, MPI_INTEGER, win, ierr)
      call MPI_Win_flush(1, win, ierr)
      call MPI_Send(token, 1, MPI_INTEGER, 1, 0, cart, ierr)
    else
      call MPI_Recv(token, 1, MPI_INTEGER, 0, 0, cart, MPI_STATUS_IGNORE, ierr)
      x = mem(1)
      print *, 'mem(1) =', x
    end if
    call MPI_Win_unlock_all(win, ierr)
    call MPI_Win_free(win, ierr)
    call MPI_Comm_free(cart, ierr)
  end if

  call MPI_Finalize(ierr)
end program cart_put_send_load_ok
