! send-get.f90 -- MPI_Send of a buffer an MPI_Get still writes (use mpi).
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: a data race.  Rank 0 gets into BUF, then sends BUF before the
! flush that completes the Get.
! { dg-do run }
! { dg-shouldfail "data race" }

program send_get
  use mpi
  implicit none
  integer :: rank, ierr, win
  ! MPI reads and writes these between the calls that name them.
  integer, asynchronous :: mem(1024), buf(2)
  integer(kind=MPI_ADDRESS_KIND), parameter :: d0 = 0, wsize = 4096

  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  mem = rank
  buf = 0
  call MPI_Win_create(mem, wsize, 4, MPI_INFO_NULL, MPI_COMM_WORLD, win, ierr)
  call MPI_Win_lock_all(0, win, ierr)
  if (rank == 0) then
    call MPI_Get(buf, 2, MPI_INTEGER, 1, d0, 2, MPI_INTEGER, win, ierr)
    call MPI_Send(buf, 2, MPI_INTEGER, 1, 0, MPI_COMM_WORLD, ierr)
    call MPI_Win_flush(1, win, ierr)
  else if (rank == 1) then
    call MPI_Recv(buf, 2, MPI_INTEGER, 0, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE, ierr)
  end if
  call MPI_Win_unlock_all(win, ierr)
  call MPI_Win_free(win, ierr)
  call MPI_Finalize(ierr)
end program send_get

! { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" }
! { dg-output "  MPI_Get, origin buffer write of size 8 at 0x\[0-9a-f\]+ by rank 0:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*send-get\\.f90:26:\[0-9\]+\r?\n" }
! { dg-output "  Conflicting MPI_Send, send buffer read of size 8 at 0x\[0-9a-f\]+ by rank 0:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*send-get\\.f90:27:\[0-9\]+\r?\n" }
! { dg-output "  Location is a local buffer of rank 0\\.\r?\n" }
! { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*send-get\\.f90:26:\[0-9\]+ \\(MPI_Get, origin buffer write\\) and \[^\r\n\]*send-get\\.f90:27:\[0-9\]+ \\(MPI_Send, send buffer read\\)\r?\n" }
