! mprobe-recv-put-load-f08-ok.f90 -- a message matched by MPI_Improbe,
! the next one of the same source and tag received first, then a target
! load ordered by that one only.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: no race.  The twin of mprobe-recv-put-load-f08.f90 with
! MPI_Win_flush: the Put is complete at rank 1 before the second
! message, which orders the load after it; the shadow of each message
! must be paired with it, though they are received out of order.
! { dg-do run }

program mprobe_recv_put_load_f08_ok
  use mpi_f08
  use, intrinsic :: iso_c_binding, only: c_ptr, c_f_pointer
  implicit none
  integer :: rank, i
  ! MPI reads and writes these between the calls that name them.
  integer, pointer, asynchronous :: mem(:)
  type(c_ptr) :: base
  type(MPI_Win) :: win
  type(MPI_Message) :: msg
  type(MPI_Request) :: req
  integer(kind=MPI_ADDRESS_KIND), parameter :: d0 = 0, wsize = 40
  integer :: x
  logical :: flag
  integer, asynchronous :: buf, token(2)

  call MPI_Init()
  call MPI_Comm_rank(MPI_COMM_WORLD, rank)
  call MPI_Win_allocate(wsize, 4, MPI_INFO_NULL, MPI_COMM_WORLD, base, win)
  call c_f_pointer(base, mem, [10])
  do i = 1, 10
    mem(i) = 100 * rank + i - 1
  end do
  call MPI_Barrier(MPI_COMM_WORLD)

  buf = 5
  token = 0
  call MPI_Win_lock_all(0, win)
  if (rank == 0) then
    call MPI_Send(token(1), 1, MPI_INTEGER, 1, 3, MPI_COMM_WORLD)
    call MPI_Put(buf, 1, MPI_INTEGER, 1, d0, 1, MPI_INTEGER, win)
    call MPI_Win_flush(1, win)
    call MPI_Send(token(2), 1, MPI_INTEGER, 1, 3, MPI_COMM_WORLD)
  else if (rank == 1) then
    flag = .false.
    do while (.not. flag)
      call MPI_Improbe(0, 3, MPI_COMM_WORLD, flag, msg, MPI_STATUS_IGNORE)
    end do
    call MPI_Recv(token(2), 1, MPI_INTEGER, 0, 3, MPI_COMM_WORLD, &
                  MPI_STATUS_IGNORE)
    x = mem(1)
    print *, 'mem(1) =', x
    call MPI_Imrecv(token(1), 1, MPI_INTEGER, msg, req)
    call MPI_Wait(req, MPI_STATUS_IGNORE)
  end if
  call MPI_Win_unlock_all(win)

  call MPI_Win_free(win)
  call MPI_Finalize()
end program mprobe_recv_put_load_f08_ok
