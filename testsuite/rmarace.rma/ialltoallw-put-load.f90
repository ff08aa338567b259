! ialltoallw-put-load.f90 -- a flushed Put, then MPI_Ialltoallw and
! MPI_Wait, then a load at the target.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: a data race.  The twin of ialltoallw-put-load-ok.f90 with the
! MPI_Ialltoallw completed before the Put: nothing orders the Put before
! rank 0's load.
! { dg-do run }
! { dg-rmarace-np 3 }
! { dg-shouldfail "data race" }

program ialltoallw_put_load
  use mpi
  implicit none
  integer :: rank, ierr, i, x
  integer :: win
  integer(kind=MPI_ADDRESS_KIND), parameter :: d0 = 0, wsize = 40
  ! MPI reads and writes these between the calls that name them.
  integer, asynchronous :: mem(10), buf
  integer, asynchronous :: sendb(3), recvb(3)
  integer :: counts(3), displs(3), types(3)
  integer :: req

  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  sendb = [1, 2, 3]
  counts = 1
  displs = [8, 4, 0]
  types = MPI_INTEGER
  do i = 1, 10
    mem(i) = 100 * rank + i - 1
  end do
  call MPI_Win_create(mem, wsize, 4, MPI_INFO_NULL, MPI_COMM_WORLD, win, ierr)
  call MPI_Barrier(MPI_COMM_WORLD, ierr)

  buf = 1
  call MPI_Win_lock_all(0, win, ierr)
  call MPI_Ialltoallw(sendb, counts, displs, types, recvb, counts, displs, &
                      types, MPI_COMM_WORLD, req, ierr)
  call MPI_Wait(req, MPI_STATUS_IGNORE, ierr)
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
  call MPI_Finalize(ierr)
end program ialltoallw_put_load

! { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" }
! { dg-output "  MPI_Put, remote write of size 4 at 0x\[0-9a-f\]+ by rank 2:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*ialltoallw-put-load\\.f90:44:\[0-9\]+\r?\n" }
! { dg-output "  Conflicting local load of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*ialltoallw-put-load\\.f90:48:\[0-9\]+\r?\n" }
! { dg-output "  Location is window \[0-9\]+ of rank 0, offset \\\[0, 4\\) of 40 bytes\\.\r?\n" }
! { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*ialltoallw-put-load\\.f90:44:\[0-9\]+ \\(MPI_Put, remote write from rank 2\\) and \[^\r\n\]*ialltoallw-put-load\\.f90:48:\[0-9\]+ \\(local load\\)\r?\n" }
