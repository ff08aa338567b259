! twowin-put-load.f90 -- two windows; a load of the one whose epoch is still
! open.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: a data race.  Rank 0 puts through window A to MEMA(1) and
! through window B to MEMB(1) of rank 1.  Rank 1 loads MEMB(1) after A's
! closing fence but before B's, which alone completes the Put to MEMB.
! { dg-do run }
! { dg-shouldfail "data race" }

program twowin_put_load
  use mpi
  implicit none
  integer :: rank, ierr, i
  integer(kind=MPI_ADDRESS_KIND), parameter :: d0 = 0, wsize = 40
  integer :: wina, winb, x
  integer, asynchronous :: buf, mema(10), memb(10)

  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  call MPI_Barrier(MPI_COMM_WORLD, ierr)

  mema = rank
  memb = rank
  buf = 5
  call MPI_Win_create(mema, wsize, 4, MPI_INFO_NULL, MPI_COMM_WORLD, wina, ierr)
  call MPI_Win_create(memb, wsize, 4, MPI_INFO_NULL, MPI_COMM_WORLD, winb, ierr)
  call MPI_Win_fence(0, wina, ierr)
  call MPI_Win_fence(0, winb, ierr)
  if (rank == 0) then
    call MPI_Put(buf, 1, MPI_INTEGER, 1, d0, 1, MPI_INTEGER, wina, ierr)
    call MPI_Put(buf, 1, MPI_INTEGER, 1, d0, 1, MPI_INTEGER, winb, ierr)
  end if
  call MPI_Win_fence(0, wina, ierr)
  if (rank == 1) then
    x = memb(1)
    print *, 'x =', x
  end if
  call MPI_Win_fence(0, winb, ierr)

  call MPI_Win_free(winb, ierr)
  call MPI_Win_free(wina, ierr)

  call MPI_Finalize(ierr)
end program twowin_put_load

! { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" }
! { dg-output "  MPI_Put, remote write of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*twowin-put-load\\.f90:34:\[0-9\]+\r?\n" }
! { dg-output "  Conflicting local load of size 4 at 0x\[0-9a-f\]+ by rank 1:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*twowin-put-load\\.f90:38:\[0-9\]+\r?\n" }
! { dg-output "  Location is window \[0-9\]+ of rank 1, offset \\\[0, 4\\) of 40 bytes\\.\r?\n" }
! { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*twowin-put-load\\.f90:34:\[0-9\]+ \\(MPI_Put, remote write from rank 0\\) and \[^\r\n\]*twowin-put-load\\.f90:38:\[0-9\]+ \\(local load\\)\r?\n" }
