! equivalence-put-load.f90 -- a window over an EQUIVALENCE'd array, read
! by its other name.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: a data race.  MEM and ALIAS share their storage (gfortran
! makes one artificial variable of both); the window is created over MEM,
! rank 1 puts to MEM(2) of rank 0, which loads ALIAS(2) in the same
! epoch.
! { dg-do run }
! { dg-shouldfail "data race" }

program equivalence_put_load
  use mpi
  implicit none
  integer :: rank, ierr, win, x
  integer :: mem(10), alias(10)
  equivalence (mem, alias)
  integer(kind=MPI_ADDRESS_KIND), parameter :: d1 = 1, wsize = 40
  integer, asynchronous :: buf

  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  mem = rank
  call MPI_Win_create(mem, wsize, 4, MPI_INFO_NULL, MPI_COMM_WORLD, win, ierr)
  buf = 5
  call MPI_Win_fence(0, win, ierr)
  if (rank == 1) then
    call MPI_Put(buf, 1, MPI_INTEGER, 0, d1, 1, MPI_INTEGER, win, ierr)
  end if
  if (rank == 0) then
    x = alias(2)
    print *, 'alias(2) =', x
  end if
  call MPI_Win_fence(0, win, ierr)
  call MPI_Win_free(win, ierr)
  call MPI_Finalize(ierr)
end program equivalence_put_load

! { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" }
! { dg-output "  MPI_Put, remote write of size 4 at 0x\[0-9a-f\]+ by rank 1:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*equivalence-put-load\\.f90:30:\[0-9\]+\r?\n" }
! { dg-output "  Conflicting local load of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*equivalence-put-load\\.f90:33:\[0-9\]+\r?\n" }
! { dg-output "  Location is window \[0-9\]+ of rank 0, offset \\\[4, 8\\) of 40 bytes\\.\r?\n" }
! { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*equivalence-put-load\\.f90:30:\[0-9\]+ \\(MPI_Put, remote write from rank 1\\) and \[^\r\n\]*equivalence-put-load\\.f90:33:\[0-9\]+ \\(local load\\)\r?\n" }
