! acc-types.f90 -- two accumulates with different basic datatypes to one
! integer.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: a data race.  Ranks 0 and 2 accumulate with MPI_SUM to
! MEM(1) of rank 1 in the same fence epoch, rank 0 as MPI_INTEGER and
! rank 2 as MPI_REAL, on the same four bytes.  Accumulates are atomic
! with respect to each other only with the same basic datatype.
! { dg-do run }
! { dg-rmarace-np 3 }
! { dg-shouldfail "data race" }

program acc_types
  use mpi
  implicit none
  integer :: rank, ierr, i
  integer :: win
  ! MPI reads and writes these between the calls that name them.
  integer, asynchronous :: mem(10)
  integer(kind=MPI_ADDRESS_KIND), parameter :: d0 = 0, wsize = 40
  integer, asynchronous :: one = 1
  real, asynchronous :: rone = 1.0
  integer(kind=MPI_ADDRESS_KIND), parameter :: d2 = 0

  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  do i = 1, 10
    mem(i) = 100 * rank + i - 1
  end do
  call MPI_Win_create(mem, wsize, 4, MPI_INFO_NULL, MPI_COMM_WORLD, win, ierr)
  call MPI_Barrier(MPI_COMM_WORLD, ierr)

  call MPI_Win_fence(0, win, ierr)
  if (rank == 0) then
    call MPI_Accumulate(one, 1, MPI_INTEGER, 1, d0, 1, MPI_INTEGER, MPI_SUM, win, ierr)
  end if
  if (rank == 2) then
    call MPI_Accumulate(rone, 1, MPI_REAL, 1, d2, 1, MPI_REAL, MPI_SUM, win, ierr)
  end if
  call MPI_Win_fence(0, win, ierr)

  call MPI_Win_free(win, ierr)
  call MPI_Finalize(ierr)
end program acc_types

! { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" }
! { dg-output "  MPI_Accumulate, remote update of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*acc-types\\.f90:37:\[0-9\]+\r?\n" }
! { dg-output "  Conflicting MPI_Accumulate, remote update of size 4 at 0x\[0-9a-f\]+ by rank 2:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*acc-types\\.f90:40:\[0-9\]+\r?\n" }
! { dg-output "  Location is window \[0-9\]+ of rank 1, offset \\\[0, 4\\) of 40 bytes\\.\r?\n" }
! { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*acc-types\\.f90:37:\[0-9\]+ \\(MPI_Accumulate, remote update from rank 0\\) and \[^\r\n\]*acc-types\\.f90:40:\[0-9\]+ \\(MPI_Accumulate, remote update from rank 2\\)\r?\n" }
