! exscan-put-load.f90 -- a flushed Put from rank 2 to rank 1, then
! MPI_Exscan, then a load at rank 1.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: a data race.  Rank 2 puts to MEM(1) of rank 1 inside
! MPI_Win_lock_all and flushes the Put before an MPI_Exscan.  Rank 1's
! result depends only on rank 0's data, so the Exscan does not order rank
! 2's Put before rank 1's load.
! { dg-do run }
! { dg-rmarace-np 3 }
! { dg-shouldfail "data race" }

program exscan_put_load
  use mpi
  implicit none
  integer :: rank, ierr, i
  integer :: win
  ! MPI reads and writes these between the calls that name them.
  integer, asynchronous :: mem(10)
  integer(kind=MPI_ADDRESS_KIND), parameter :: d0 = 0, wsize = 40
  integer :: sum = 0, x
  integer, asynchronous :: buf

  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  do i = 1, 10
    mem(i) = 100 * rank + i - 1
  end do
  call MPI_Win_create(mem, wsize, 4, MPI_INFO_NULL, MPI_COMM_WORLD, win, ierr)
  call MPI_Barrier(MPI_COMM_WORLD, ierr)

  buf = 5
  call MPI_Win_lock_all(0, win, ierr)
  if (rank == 2) then
    call MPI_Put(buf, 1, MPI_INTEGER, 1, d0, 1, MPI_INTEGER, win, ierr)
    call MPI_Win_flush(1, win, ierr)
  end if
  call MPI_Exscan(rank, sum, 1, MPI_INTEGER, MPI_SUM, MPI_COMM_WORLD, ierr)
  if (rank == 1) then
    x = mem(1)
    print *, 'mem(1) =', x
  end if
  call MPI_Win_unlock_all(win, ierr)

  call MPI_Win_free(win, ierr)
  call MPI_Finalize(ierr)
end program exscan_put_load

! { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" }
! { dg-output "  MPI_Put, remote write of size 4 at 0x\[0-9a-f\]+ by rank 2:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*exscan-put-load\\.f90:37:\[0-9\]+\r?\n" }
! { dg-output "  Conflicting local load of size 4 at 0x\[0-9a-f\]+ by rank 1:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*exscan-put-load\\.f90:42:\[0-9\]+\r?\n" }
! { dg-output "  Location is window \[0-9\]+ of rank 1, offset \\\[0, 4\\) of 40 bytes\\.\r?\n" }
! { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*exscan-put-load\\.f90:37:\[0-9\]+ \\(MPI_Put, remote write from rank 2\\) and \[^\r\n\]*exscan-put-load\\.f90:42:\[0-9\]+ \\(local load\\)\r?\n" }
