! fence-target-put-store.f90 -- rank 1 stores while rank 0 puts.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: a data race.  Rank 0's Put and rank 1's own store write MEM(1)
! of rank 1 in the same fence epoch.
! { dg-do run }
! { dg-shouldfail "data race" }

program fence_target_put_store
  use mpi
  implicit none
  integer :: rank, ierr, win, i
  ! MPI reads and writes these between the calls that name them.
  integer, asynchronous :: mem(10)
  integer(kind=MPI_ADDRESS_KIND), parameter :: d0 = 0
  integer(kind=MPI_ADDRESS_KIND), parameter :: wsize = 40

  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  do i = 1, 10
    mem(i) = 100 * rank + i - 1
  end do
  call MPI_Win_create(mem, wsize, 4, MPI_INFO_NULL, MPI_COMM_WORLD, win, ierr)
  call MPI_Barrier(MPI_COMM_WORLD, ierr)

  call MPI_Win_fence(0, win, ierr)
  if (rank == 0) then
    call MPI_Put(rank, 1, MPI_INTEGER, 1, d0, 1, MPI_INTEGER, win, ierr)
  end if
  if (rank == 1) then
    mem(1) = 7
  end if
  call MPI_Win_fence(0, win, ierr)

  call MPI_Win_free(win, ierr)
  call MPI_Finalize(ierr)
end program fence_target_put_store

! { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" }
! { dg-output "  MPI_Put, remote write of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*fence-target-put-store\\.f90:30:\[0-9\]+\r?\n" }
! { dg-output "  Conflicting local store of size 4 at 0x\[0-9a-f\]+ by rank 1:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*fence-target-put-store\\.f90:33:\[0-9\]+\r?\n" }
! { dg-output "  Location is window 1 of rank 1, offset \\\[0, 4\\) of 40 bytes\\.\r?\n" }
! { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*fence-target-put-store\\.f90:30:\[0-9\]+ \\(MPI_Put, remote write from rank 0\\) and \[^\r\n\]*fence-target-put-store\\.f90:33:\[0-9\]+ \\(local store\\)\r?\n" }
