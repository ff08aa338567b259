! mprobe-recv-put-load-f08.f90 -- a message matched by MPI_Improbe,
! the next one of the same source and tag received first, then a target
! load ordered by that one only.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: a data race.  Rank 0 sends rank 1 a message with tag 3,
! puts to MEM(1) of rank 1, calls MPI_Win_flush_local and sends a
! second message with tag 3.  Rank 1 matches the first with
! MPI_Improbe, receives the second with MPI_Recv, loads MEM(1), and only
! then receives the first with MPI_Imrecv.  The local flush completes
! the Put only at the origin, so the load races with it.
! { dg-do run }
! { dg-shouldfail "data race" }

program mprobe_recv_put_load_f08
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
    call MPI_Win_flush_local(1, win)
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
end program mprobe_recv_put_load_f08

! { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" }
! { dg-output "  MPI_Put, remote write of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*mprobe-recv-put-load-f08\\.f90:47:\[0-9\]+\r?\n" }
! { dg-output "  Conflicting local load of size 4 at 0x\[0-9a-f\]+ by rank 1:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*mprobe-recv-put-load-f08\\.f90:57:\[0-9\]+\r?\n" }
! { dg-output "  Location is window \[0-9\]+ of rank 1, offset \\\[0, 4\\) of 40 bytes\\.\r?\n" }
! { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*mprobe-recv-put-load-f08\\.f90:47:\[0-9\]+ \\(MPI_Put, remote write from rank 0\\) and \[^\r\n\]*mprobe-recv-put-load-f08\\.f90:57:\[0-9\]+ \\(local load\\)\r?\n" }
