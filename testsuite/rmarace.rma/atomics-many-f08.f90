! atomics-many-f08.f90 -- a different operation among thousands of
! atomics.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: a data race.  In one lock_all epoch, rank 1 adds to element
! 1 of rank 0 10000 times with MPI_Fetch_and_op and MPI_SUM, flushing
! each, while rank 2 updates it once with MPI_MAX, unordered with them.
! The runtime keeps rank 1's atomics as one record; the MPI_MAX must
! still be reported against them.
! { dg-do run }
! { dg-rmarace-np 3 }
! { dg-shouldfail "data race" }

program atomics_many_f08
  use mpi_f08
  implicit none
  integer :: rank, i
  type(MPI_Win) :: win
  ! MPI reads and writes these between the calls that name them.
  integer, asynchronous :: mem(4), one = 1, res = 0, tok = 0
  integer(kind=MPI_ADDRESS_KIND), parameter :: d0 = 0, wsize = 16

  call MPI_Init()
  call MPI_Comm_rank(MPI_COMM_WORLD, rank)
  mem = 0
  call MPI_Win_create(mem, wsize, 4, MPI_INFO_NULL, MPI_COMM_WORLD, win)
  call MPI_Barrier(MPI_COMM_WORLD)
  call MPI_Win_lock_all(0, win)
  if (rank == 1) then
    do i = 1, 5000
      call MPI_Fetch_and_op(one, res, MPI_INTEGER, 0, d0, MPI_SUM, win)
      call MPI_Win_flush(0, win)
    end do
    do i = 1, 5000
      call MPI_Fetch_and_op(one, res, MPI_INTEGER, 0, d0, MPI_SUM, win)
      call MPI_Win_flush(0, win)
    end do
  end if
  if (rank == 2) then
    call MPI_Fetch_and_op(one, res, MPI_INTEGER, 0, d0, MPI_MAX, win)
    call MPI_Win_flush(0, win)
  end if
  call MPI_Win_unlock_all(win)
  call MPI_Win_free(win)
  call MPI_Finalize()
end program atomics_many_f08

! { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" }
! { dg-output "  MPI_Fetch_and_op, remote update of size 4 at 0x\[0-9a-f\]+ by rank 1:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*atomics-many-f08\\.f90:3\[37\]:\[0-9\]+\r?\n" }
! { dg-output "  Conflicting MPI_Fetch_and_op, remote update of size 4 at 0x\[0-9a-f\]+ by rank 2:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*atomics-many-f08\\.f90:42:\[0-9\]+\r?\n" }
! { dg-output "  Location is window 1 of rank 0, offset \\\[0, 4\\) of 16 bytes\\.\r?\n" }
! { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*atomics-many-f08\\.f90:3\[37\]:\[0-9\]+ \\(MPI_Fetch_and_op, remote update from rank 1\\) and \[^\r\n\]*atomics-many-f08\\.f90:42:\[0-9\]+ \\(MPI_Fetch_and_op, remote update from rank 2\\)\r?\n" }
