! fence-lock-other-put-load.f90 -- a Put under a lock on one window, then
! a fence on another.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: a data race.  Rank 0 puts to rank 1 in window B under
! MPI_Win_lock and unlocks, while rank 1 loads the same integer; then
! both call MPI_Win_fence on window A.  The Put's record goes at the
! unlock, not counted by A's fence, which then waits for it before the
! load can be forgotten.
! { dg-do run }
! { dg-shouldfail "data race" }

program fence_lock_other_put_load
  use mpi
  implicit none
  integer :: rank, ierr, i, wa, wb, x
  ! MPI reads and writes these between the calls that name them.
  integer, asynchronous :: a(10), b(10)
  integer(kind=MPI_ADDRESS_KIND), parameter :: d0 = 0, wsize = 40
  integer, asynchronous :: buf

  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  do i = 1, 10
    a(i) = 100 * rank + i - 1
    b(i) = a(i)
  end do
  call MPI_Win_create(a, wsize, 4, MPI_INFO_NULL, MPI_COMM_WORLD, wa, ierr)
  call MPI_Win_create(b, wsize, 4, MPI_INFO_NULL, MPI_COMM_WORLD, wb, ierr)
  buf = 5

  call MPI_Win_fence(0, wa, ierr)
  if (rank == 0) then
    call MPI_Win_lock(MPI_LOCK_SHARED, 1, 0, wb, ierr)
    call MPI_Put(buf, 1, MPI_INTEGER, 1, d0, 1, MPI_INTEGER, wb, ierr)
    call MPI_Win_unlock(1, wb, ierr)
  end if
  if (rank == 1) then
    x = b(1)
    print *, 'b(1) =', x
  end if
  call MPI_Win_fence(0, wa, ierr)

  call MPI_Win_free(wb, ierr)
  call MPI_Win_free(wa, ierr)
  call MPI_Finalize(ierr)
end program fence_lock_other_put_load

! { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" }
! { dg-output "  MPI_Put, remote write of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*fence-lock-other-put-load\\.f90:37:\[0-9\]+\r?\n" }
! { dg-output "  Conflicting local load of size 4 at 0x\[0-9a-f\]+ by rank 1:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*fence-lock-other-put-load\\.f90:41:\[0-9\]+\r?\n" }
! { dg-output "  Location is window \[0-9\]+ of rank 1, offset \\\[0, 4\\) of 40 bytes\\.\r?\n" }
! { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*fence-lock-other-put-load\\.f90:37:\[0-9\]+ \\(MPI_Put, remote write from rank 0\\) and \[^\r\n\]*fence-lock-other-put-load\\.f90:41:\[0-9\]+ \\(local load\\)\r?\n" }
