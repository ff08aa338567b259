! scan-put-load-f08.f90 -- a flushed Put from rank 2 to rank 0, then
! MPI_Scan, then a load at rank 0.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: a data race.  Rank 2 puts to MEM(1) of rank 0 inside
! MPI_Win_lock_all and flushes the Put before an MPI_Scan.  A prefix
! reduction orders only the past of the lower ranks before a rank's
! future, and rank 0's result does not depend on rank 2's data, so rank
! 0's load after the Scan races with the Put.
! { dg-do run }
! { dg-rmarace-np 3 }
! { dg-shouldfail "data race" }

program scan_put_load_f08
  use mpi_f08
  use, intrinsic :: iso_c_binding, only: c_ptr, c_f_pointer
  implicit none
  integer :: rank, i
  ! MPI reads and writes these between the calls that name them.
  integer, pointer, asynchronous :: mem(:)
  type(c_ptr) :: base
  type(MPI_Win) :: win
  integer(kind=MPI_ADDRESS_KIND), parameter :: d0 = 0, wsize = 40
  integer :: sum, x
  integer, asynchronous :: buf

  call MPI_Init()
  call MPI_Comm_rank(MPI_COMM_WORLD, rank)
  call MPI_Win_allocate(wsize, 4, MPI_INFO_NULL, MPI_COMM_WORLD, base, win)
  call c_f_pointer(base, mem, [10])
  do i = 1, 10
    mem(i) = 100 * rank + i - 1
  end do
  call MPI_Barrier(MPI_COMM_WORLD)

  buf = 5
  call MPI_Win_lock_all(0, win)
  if (rank == 2) then
    call MPI_Put(buf, 1, MPI_INTEGER, 0, d0, 1, MPI_INTEGER, win)
    call MPI_Win_flush(0, win)
  end if
  call MPI_Scan(rank, sum, 1, MPI_INTEGER, MPI_SUM, MPI_COMM_WORLD)
  if (rank == 0) then
    x = mem(1)
    print *, 'mem(1) =', x
  end if
  call MPI_Win_unlock_all(win)

  call MPI_Win_free(win)
  call MPI_Finalize()
end program scan_put_load_f08

! { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" }
! { dg-output "  MPI_Put, remote write of size 4 at 0x\[0-9a-f\]+ by rank 2:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*scan-put-load-f08\\.f90:41:\[0-9\]+\r?\n" }
! { dg-output "  Conflicting local load of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*scan-put-load-f08\\.f90:46:\[0-9\]+\r?\n" }
! { dg-output "  Location is window \[0-9\]+ of rank 0, offset \\\[0, 4\\) of 40 bytes\\.\r?\n" }
! { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*scan-put-load-f08\\.f90:41:\[0-9\]+ \\(MPI_Put, remote write from rank 2\\) and \[^\r\n\]*scan-put-load-f08\\.f90:46:\[0-9\]+ \\(local load\\)\r?\n" }
