! mprobe-many-put-send-load-f08-ok.f90 -- a flushed Put, then three
! messages matched by MPI_Improbe, all outstanding, received out of
! order with MPI_Imrecv, then a target load.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: no race.  The twin of mprobe-many-put-send-load-f08.f90
! with MPI_Win_flush: the Put is complete at rank 1 before the third
! message, which orders rank 1's load after it.
! { dg-do run }

program mprobe_many_put_send_load_f08_ok
  use mpi_f08
  use, intrinsic :: iso_c_binding, only: c_ptr, c_f_pointer
  implicit none
  integer :: rank, i
  ! MPI reads and writes these between the calls that name them.
  integer, pointer, asynchronous :: mem(:)
  type(c_ptr) :: base
  type(MPI_Win) :: win
  type(MPI_Comm) :: dup
  type(MPI_Message) :: msg(3)
  type(MPI_Request) :: req(3)
  integer(kind=MPI_ADDRESS_KIND), parameter :: d0 = 0, wsize = 40
  integer :: x
  integer, asynchronous :: buf, token(3)

  call MPI_Init()
  call MPI_Comm_rank(MPI_COMM_WORLD, rank)
  call MPI_Comm_dup(MPI_COMM_WORLD, dup)
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
    call MPI_Send(token(1), 1, MPI_INTEGER, 1, 1, dup)
    call MPI_Send(token(2), 1, MPI_INTEGER, 1, 2, MPI_COMM_WORLD)
    call MPI_Put(buf, 1, MPI_INTEGER, 1, d0, 1, MPI_INTEGER, win)
    call MPI_Win_flush(1, win)
    call MPI_Send(token(3), 1, MPI_INTEGER, 1, 3, MPI_COMM_WORLD)
  else if (rank == 1) then
    call improbe(0, 1, dup, msg(1))
    call improbe(0, 2, MPI_COMM_WORLD, msg(2))
    call improbe(0, 3, MPI_COMM_WORLD, msg(3))
    call MPI_Imrecv(token(3), 1, MPI_INTEGER, msg(3), req(3))
    call MPI_Imrecv(token(1), 1, MPI_INTEGER, msg(1), req(1))
    call MPI_Imrecv(token(2), 1, MPI_INTEGER, msg(2), req(2))
    call MPI_Waitall(3, req, MPI_STATUSES_IGNORE)
    x = mem(1)
    print *, 'mem(1) =', x
  end if
  call MPI_Win_unlock_all(win)

  call MPI_Win_free(win)
  call MPI_Comm_free(dup)
  call MPI_Finalize()

contains

  ! Match the message from SOURCE with TAG on COMM, polling.
  subroutine improbe(source, tag, comm, m)
    integer, intent(in) :: source, tag
    type(MPI_Comm), intent(in) :: comm
    type(MPI_Message), intent(out) :: m
    logical :: flag
    flag = .false.
    do while (.not. flag)
      call MPI_Improbe(source, tag, comm, flag, m, MPI_STATUS_IGNORE)
    end do
  end subroutine improbe
end program mprobe_many_put_send_load_f08_ok
