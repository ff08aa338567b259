! mprobe-many-put-send-load-f08.f90 -- a locally flushed Put, then three
! messages matched by MPI_Improbe, all outstanding, received out of
! order with MPI_Imrecv, then a target load.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: a data race.  Rank 0 sends rank 1 a message on a duplicate
! of MPI_COMM_WORLD and one on MPI_COMM_WORLD, then puts to MEM(1) of
! rank 1, calls MPI_Win_flush_local and sends a third message.  Rank 1
! matches the three with MPI_Improbe before it receives any, receives
! the third first, then the others, and loads MEM(1); the local flush
! completes the Put only at the origin, so the load races with it.
! Each receive must find the communicator its own probe saw.
! { dg-do run }
! { dg-shouldfail "data race" }

program mprobe_many_put_send_load_f08
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
    call MPI_Win_flush_local(1, win)
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
end program mprobe_many_put_send_load_f08

! { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" }
! { dg-output "  MPI_Put, remote write of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*mprobe-many-put-send-load-f08\\.f90:50:\[0-9\]+\r?\n" }
! { dg-output "  Conflicting local load of size 4 at 0x\[0-9a-f\]+ by rank 1:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*mprobe-many-put-send-load-f08\\.f90:61:\[0-9\]+\r?\n" }
! { dg-output "  Location is window \[0-9\]+ of rank 1, offset \\\[0, 4\\) of 40 bytes\\.\r?\n" }
! { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*mprobe-many-put-send-load-f08\\.f90:50:\[0-9\]+ \\(MPI_Put, remote write from rank 0\\) and \[^\r\n\]*mprobe-many-put-send-load-f08\\.f90:61:\[0-9\]+ \\(local load\\)\r?\n" }
