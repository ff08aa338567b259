! persistent-put-send-load.f90 -- a locally flushed Put, then a message
! on persistent requests, then a target load.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: a data race.  Twice, rank 0 puts to MEM(I) of rank 1, calls
! MPI_Win_flush_local and starts a persistent send (MPI_Send_init, with
! MPI_Startall and MPI_Waitall) that rank 1 receives with a persistent
! receive (MPI_Recv_init); the local flush completes the Put only at the
! origin, so rank 1's load after the receive races with it (the report
! may name either iteration).
! { dg-do run }
! { dg-shouldfail "data race" }

program persistent_put_send_load
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
      call MPI_Win_flush_local(1, win, ierr)
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
end program persistent_put_send_load

! { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" }
! { dg-output "  MPI_Put, remote write of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*persistent-put-send-load\\.f90:47:\[0-9\]+\r?\n" }
! { dg-output "  Conflicting local load of size 4 at 0x\[0-9a-f\]+ by rank 1:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*persistent-put-send-load\\.f90:53:\[0-9\]+\r?\n" }
! { dg-output "  Location is window \[0-9\]+ of rank 1, offset \\\[\[04\], \[48\]\\) of 40 bytes\\.\r?\n" }
! { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*persistent-put-send-load\\.f90:47:\[0-9\]+ \\(MPI_Put, remote write from rank 0\\) and \[^\r\n\]*persistent-put-send-load\\.f90:53:\[0-9\]+ \\(local load\\)\r?\n" }
