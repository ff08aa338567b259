! isend-remote-put.f90 -- a remote MPI_Put into window memory a pending
! MPI_Isend reads (use mpi).
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: a data race.  Rank 0 sends part of its window memory with
! MPI_Isend and waits for it only after a barrier; rank 1 puts into
! those bytes and completes the Put before the barrier.
! { dg-do run }
! { dg-shouldfail "data race" }

program isend_remote_put
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
    call MPI_Barrier(MPI_COMM_WORLD, ierr)
    call MPI_Wait(req, MPI_STATUS_IGNORE, ierr)
  else if (rank == 1) then
    call MPI_Win_lock(MPI_LOCK_SHARED, 0, 0, win, ierr)
    call MPI_Put(one, 1, MPI_INTEGER, 0, d1, 1, MPI_INTEGER, win, ierr)
    call MPI_Win_unlock(0, win, ierr)
    call MPI_Barrier(MPI_COMM_WORLD, ierr)
    call MPI_Recv(data, 2, MPI_INTEGER, 0, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE, ierr)
  end if
  call MPI_Win_free(win, ierr)
  call MPI_Finalize(ierr)
end program isend_remote_put

! { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" }
! { dg-output "  MPI_Put, remote write of size 4 at 0x\[0-9a-f\]+ by rank 1:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*isend-remote-put\\.f90:33:\[0-9\]+\r?\n" }
! { dg-output "  Conflicting MPI_Isend, send buffer read of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*isend-remote-put\\.f90:28:\[0-9\]+\r?\n" }
! { dg-output "  Location is window 1 of rank 0, offset \\\[4, 8\\) of 4096 bytes\\.\r?\n" }
! { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*isend-remote-put\\.f90:33:\[0-9\]+ \\(MPI_Put, remote write from rank 1\\) and \[^\r\n\]*isend-remote-put\\.f90:28:\[0-9\]+ \\(MPI_Isend, send buffer read\\)\r?\n" }
