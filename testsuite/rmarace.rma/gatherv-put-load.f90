! gatherv-put-load.f90 -- a flushed Put from the root of an MPI_Gatherv,
! then the Gatherv, then a load at a non-root rank.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: a data race.  Rank 1 puts to MEM(1) of rank 2 inside
! MPI_Win_lock_all and flushes the Put before an MPI_Gatherv rooted at
! rank 1.  A gather orders the members' past before the root's future,
! not the root's past before the members' future, so rank 2's load after
! the Gatherv races with the Put.
! { dg-do run }
! { dg-rmarace-np 3 }
! { dg-shouldfail "data race" }

program gatherv_put_load
  use mpi
  implicit none
  integer :: rank, ierr, i
  integer :: win
  ! MPI reads and writes these between the calls that name them.
  integer, asynchronous :: mem(10)
  integer(kind=MPI_ADDRESS_KIND), parameter :: d0 = 0, wsize = 40
  integer :: counts(3) = [1, 2, 3], displs(3) = [0, 1, 3]
  integer :: send(3) = [7, 7, 7], all(6), x
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
  if (rank == 1) then
    call MPI_Put(buf, 1, MPI_INTEGER, 2, d0, 1, MPI_INTEGER, win, ierr)
    call MPI_Win_flush(2, win, ierr)
  end if
  call MPI_Gatherv(send, counts(rank + 1), MPI_INTEGER, all, counts, displs, &
                   MPI_INTEGER, 1, MPI_COMM_WORLD, ierr)
  if (rank == 2) then
    x = mem(1)
    print *, 'mem(1) =', x
  end if
  call MPI_Win_unlock_all(win, ierr)

  call MPI_Win_free(win, ierr)
  call MPI_Finalize(ierr)
end program gatherv_put_load

! { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" }
! { dg-output "  MPI_Put, remote write of size 4 at 0x\[0-9a-f\]+ by rank 1:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*gatherv-put-load\\.f90:39:\[0-9\]+\r?\n" }
! { dg-output "  Conflicting local load of size 4 at 0x\[0-9a-f\]+ by rank 2:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*gatherv-put-load\\.f90:45:\[0-9\]+\r?\n" }
! { dg-output "  Location is window \[0-9\]+ of rank 2, offset \\\[0, 4\\) of 40 bytes\\.\r?\n" }
! { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*gatherv-put-load\\.f90:39:\[0-9\]+ \\(MPI_Put, remote write from rank 1\\) and \[^\r\n\]*gatherv-put-load\\.f90:45:\[0-9\]+ \\(local load\\)\r?\n" }
