! intercomm-put-load.f90 -- a flushed Put, then MPI_Barrier on an
! intercommunicator, then a load at the target.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: a data race.  The twin of intercomm-put-load-ok.f90 with the
! MPI_Barrier before the Put: nothing orders the Put before rank 0's load.
! { dg-do run }
! { dg-rmarace-np 3 }
! { dg-shouldfail "data race" }

program intercomm_put_load
  use mpi
  implicit none
  integer :: rank, ierr, i, x
  integer :: win
  integer(kind=MPI_ADDRESS_KIND), parameter :: d0 = 0, wsize = 40
  ! MPI reads and writes these between the calls that name them.
  integer, asynchronous :: mem(10), buf
  integer :: half, inter, color, leader

  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  color = min(rank, 1)
  leader = 1 - color
  call MPI_Comm_split(MPI_COMM_WORLD, color, rank, half, ierr)
  call MPI_Intercomm_create(half, 0, MPI_COMM_WORLD, leader, 5, inter, ierr)
  do i = 1, 10
    mem(i) = 100 * rank + i - 1
  end do
  call MPI_Win_create(mem, wsize, 4, MPI_INFO_NULL, MPI_COMM_WORLD, win, ierr)
  call MPI_Barrier(MPI_COMM_WORLD, ierr)

  buf = 1
  call MPI_Win_lock_all(0, win, ierr)
  call MPI_Barrier(inter, ierr)
  if (rank == 2) then
    call MPI_Put(buf, 1, MPI_INTEGER, 0, d0, 1, MPI_INTEGER, win, ierr)
    call MPI_Win_flush(0, win, ierr)
  end if
  if (rank == 0) then
    x = mem(1)
    print *, 'mem(1) =', x
  end if
  call MPI_Win_unlock_all(win, ierr)
  call MPI_Win_free(win, ierr)
  call MPI_Comm_free(inter, ierr)
  call MPI_Comm_free(half, ierr)
  call MPI_Finalize(ierr)
end program intercomm_put_load

! { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" }
! { dg-output "  MPI_Put, remote write of size 4 at 0x\[0-9a-f\]+ by rank 2:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*intercomm-put-load\\.f90:39:\[0-9\]+\r?\n" }
! { dg-output "  Conflicting local load of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*intercomm-put-load\\.f90:43:\[0-9\]+\r?\n" }
! { dg-output "  Location is window \[0-9\]+ of rank 0, offset \\\[0, 4\\) of 40 bytes\\.\r?\n" }
! { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*intercomm-put-load\\.f90:39:\[0-9\]+ \\(MPI_Put, remote write from rank 2\\) and \[^\r\n\]*intercomm-put-load\\.f90:43:\[0-9\]+ \\(local load\\)\r?\n" }
