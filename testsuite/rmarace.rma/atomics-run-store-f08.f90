! atomics-run-store-f08.f90 -- the target stores to a counter in the
! middle of thousands of atomics on it.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: a data race.  The Fortran twin of atomics-run-store.c: in
! one lock_all epoch, rank 1 adds to element 1 of rank 0 6000 times with
! MPI_Fetch_and_op and MPI_SUM from one call site, flushing each, and
! tells rank 0 after the 3000th; rank 0 then stores to the element,
! unordered with the later atomics of the run.
! { dg-do run }
! { dg-shouldfail "data race" }

program atomics_run_store_f08
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
    do i = 1, 6000
      call MPI_Fetch_and_op(one, res, MPI_INTEGER, 0, d0, MPI_SUM, win)
      call MPI_Win_flush(0, win)
      if (i == 3000) call MPI_Send(tok, 1, MPI_INTEGER, 0, 0, MPI_COMM_WORLD)
    end do
  end if
  if (rank == 0) then
    call MPI_Recv(tok, 1, MPI_INTEGER, 1, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE)
    mem(1) = 7
  end if
  call MPI_Win_unlock_all(win)
  call MPI_Win_free(win)
  call MPI_Finalize()
end program atomics_run_store_f08

! { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" }
! { dg-output "  MPI_Fetch_and_op, remote update of size 4 at 0x\[0-9a-f\]+ by rank 1:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*atomics-run-store-f08\\.f90:32:\[0-9\]+\r?\n" }
! { dg-output "  Conflicting local store of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*atomics-run-store-f08\\.f90:39:\[0-9\]+\r?\n" }
! { dg-output "  Location is window 1 of rank 0, offset \\\[0, 4\\) of 16 bytes\\.\r?\n" }
! { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*atomics-run-store-f08\\.f90:32:\[0-9\]+ \\(MPI_Fetch_and_op, remote update from rank 1\\) and \[^\r\n\]*atomics-run-store-f08\\.f90:39:\[0-9\]+ \\(local store\\)\r?\n" }
