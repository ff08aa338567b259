! halt-on-error.f90 -- halt_on_error=0: two races, both reported, the run goes
! on.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: two data races, both reported; with
! RMARACE_OPTIONS=halt_on_error=0 the program runs on to MPI_Finalize
! and then exits non-zero, what it writes after MPI_Finalize still
! written.  Rank 1 loads MEM(1) in the fence epoch in
! which rank 0 puts to it; in the next epoch it stores to MEM(2) while
! rank 0 gets it.
! { dg-do run }
! { dg-rmarace-env RMARACE_OPTIONS "halt_on_error=0" }
! { dg-shouldfail "data race" }

program halt_on_error
  use mpi
  use, intrinsic :: iso_fortran_env, only: error_unit, output_unit
  implicit none
  integer :: rank, ierr, i
  integer :: win
  ! MPI reads and writes these between the calls that name them.
  integer, asynchronous :: mem(10)
  integer(kind=MPI_ADDRESS_KIND), parameter :: d0 = 0, wsize = 40
  integer :: x
  integer, asynchronous :: buf, got
  integer(kind=MPI_ADDRESS_KIND), parameter :: d1 = 1

  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  do i = 1, 10
    mem(i) = 100 * rank + i - 1
  end do
  call MPI_Win_create(mem, wsize, 4, MPI_INFO_NULL, MPI_COMM_WORLD, win, ierr)
  call MPI_Barrier(MPI_COMM_WORLD, ierr)

  buf = 5
  call MPI_Win_fence(0, win, ierr)
  if (rank == 0) then
    call MPI_Put(buf, 1, MPI_INTEGER, 1, d0, 1, MPI_INTEGER, win, ierr)
  end if
  if (rank == 1) then
    x = mem(1)
    print *, 'mem(1) =', x
  end if
  call MPI_Win_fence(0, win, ierr)
  if (rank == 0) then
    call MPI_Get(got, 1, MPI_INTEGER, 1, d1, 1, MPI_INTEGER, win, ierr)
  end if
  if (rank == 1) then
    mem(2) = 8
  end if
  call MPI_Win_fence(0, win, ierr)
  if (rank == 1) then
    write (error_unit, '(a)') 'rank 1 goes on to MPI_Finalize'
    flush (error_unit)
  end if

  call MPI_Win_free(win, ierr)
  call MPI_Finalize(ierr)
  if (rank == 1) then
    write (output_unit, '(a)') 'rank 1 ends after MPI_Finalize'
  end if
end program halt_on_error

! { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" }
! { dg-output "  MPI_Put, remote write of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*halt-on-error\\.f90:41:\[0-9\]+\r?\n" }
! { dg-output "  Conflicting local load of size 4 at 0x\[0-9a-f\]+ by rank 1:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*halt-on-error\\.f90:44:\[0-9\]+\r?\n" }
! { dg-output "  Location is window \[0-9\]+ of rank 1, offset \\\[0, 4\\) of 40 bytes\\.\r?\n" }
! { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*halt-on-error\\.f90:41:\[0-9\]+ \\(MPI_Put, remote write from rank 0\\) and \[^\r\n\]*halt-on-error\\.f90:44:\[0-9\]+ \\(local load\\)\r?\n" }
! { dg-output ".*" }
! { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" }
! { dg-output "  MPI_Get, remote read of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*halt-on-error\\.f90:49:\[0-9\]+\r?\n" }
! { dg-output "  Conflicting local store of size 4 at 0x\[0-9a-f\]+ by rank 1:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*halt-on-error\\.f90:52:\[0-9\]+\r?\n" }
! { dg-output "  Location is window \[0-9\]+ of rank 1, offset \\\[4, 8\\) of 40 bytes\\.\r?\n" }
! { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*halt-on-error\\.f90:49:\[0-9\]+ \\(MPI_Get, remote read from rank 0\\) and \[^\r\n\]*halt-on-error\\.f90:52:\[0-9\]+ \\(local store\\)\r?\n" }
! { dg-output ".*" }
! { dg-output "rank 1 goes on to MPI_Finalize\r?\n" }
! { dg-output ".*rank 1 ends after MPI_Finalize\r?\n" }
