! f-fetch-repeat-load.f90 -- a result buffer loaded while the last of
! many flushed atomics is pending.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: a data race.  Rank 0 takes 2001 tickets with
! MPI_Fetch_and_op into RES from one call site, flushing each; the
! origin, the result and the target share one datatype (check.c,
! ranges_of).  It loads RES before the last flush.
! { dg-do run }
! { dg-shouldfail "data race" }

program f_fetch_repeat_load
  use mpi_f08
  implicit none
  integer :: rank, i
  integer(kind=8) :: total = 0
  type(MPI_Win) :: win
  ! MPI reads and writes these between the calls that name them.
  integer, asynchronous :: mem(4), one = 1, res = 0
  integer(kind=MPI_ADDRESS_KIND), parameter :: d0 = 0, wsize = 16

  call MPI_Init()
  call MPI_Comm_rank(MPI_COMM_WORLD, rank)
  mem = 0
  call MPI_Win_create(mem, wsize, 4, MPI_INFO_NULL, MPI_COMM_WORLD, win)
  call MPI_Barrier(MPI_COMM_WORLD)
  call MPI_Win_lock_all(0, win)
  if (rank == 0) then
    do i = 0, 2000
      call MPI_Fetch_and_op(one, res, MPI_INTEGER, 1, d0, MPI_SUM, win)
      if (i == 2000) total = total + res
      call MPI_Win_flush(1, win)
      total = total + res
    end do
    print *, total
  end if
  call MPI_Win_unlock_all(win)
  call MPI_Win_free(win)
  call MPI_Finalize()
end program f_fetch_repeat_load

! { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" }
! { dg-output "  MPI_Fetch_and_op, result buffer write of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*f-fetch-repeat-load\\.f90:32:\[0-9\]+\r?\n" }
! { dg-output "  Conflicting local load of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*f-fetch-repeat-load\\.f90:33:\[0-9\]+\r?\n" }
! { dg-output "  Location is a local buffer of rank 0\\.\r?\n" }
! { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*f-fetch-repeat-load\\.f90:32:\[0-9\]+ \\(MPI_Fetch_and_op, result buffer write\\) and \[^\r\n\]*f-fetch-repeat-load\\.f90:33:\[0-9\]+ \\(local load\\)\r?\n" }
