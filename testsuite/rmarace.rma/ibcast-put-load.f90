! ibcast-put-load.f90 -- MPI_Ibcast orders only once it has completed.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: a data race.  Rank 0 puts, flushes and starts an MPI_Ibcast
! rooted at itself; rank 1 starts it too but loads the location before
! its MPI_Wait, when rank 0 may not even have started the broadcast.
! { dg-do run }
! { dg-shouldfail "data race" }

program ibcast_put_load
  use mpi
  implicit none
  integer :: rank, ierr, i
  integer :: win
  ! MPI reads and writes these between the calls that name them.
  integer, asynchronous :: mem(10)
  integer(kind=MPI_ADDRESS_KIND), parameter :: d0 = 0, wsize = 40
  integer :: req, x
  integer, asynchronous :: buf, token

  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  do i = 1, 10
    mem(i) = 100 * rank + i - 1
  end do
  call MPI_Win_create(mem, wsize, 4, MPI_INFO_NULL, MPI_COMM_WORLD, win, ierr)
  call MPI_Barrier(MPI_COMM_WORLD, ierr)

  buf = 5
  token = 0
  call MPI_Win_lock_all(0, win, ierr)
  if (rank == 0) then
    call MPI_Put(buf, 1, MPI_INTEGER, 1, d0, 1, MPI_INTEGER, win, ierr)
    call MPI_Win_flush(1, win, ierr)
  end if
  call MPI_Ibcast(token, 1, MPI_INTEGER, 0, MPI_COMM_WORLD, req, ierr)
  if (rank == 1) then
    x = mem(1)
    print *, 'mem(1) =', x
  end if
  call MPI_Wait(req, MPI_STATUS_IGNORE, ierr)
  call MPI_Win_unlock_all(win, ierr)

  call MPI_Win_free(win, ierr)
  call MPI_Finalize(ierr)
end program ibcast_put_load

! { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" }
! { dg-output "  MPI_Put, remote write of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*ibcast-put-load\\.f90:35:\[0-9\]+\r?\n" }
! { dg-output "  Conflicting local load of size 4 at 0x\[0-9a-f\]+ by rank 1:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*ibcast-put-load\\.f90:40:\[0-9\]+\r?\n" }
! { dg-output "  Location is window \[0-9\]+ of rank 1, offset \\\[0, 4\\) of 40 bytes\\.\r?\n" }
! { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*ibcast-put-load\\.f90:35:\[0-9\]+ \\(MPI_Put, remote write from rank 0\\) and \[^\r\n\]*ibcast-put-load\\.f90:40:\[0-9\]+ \\(local load\\)\r?\n" }
