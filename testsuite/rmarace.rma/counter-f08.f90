! counter-f08.f90 -- MPI_Fetch_and_op on a counter against an MPI_Put.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: a data race.  Rank 0 increments a counter at rank 1 with
! MPI_Fetch_and_op while rank 2 overwrites it with MPI_Put; nothing
! orders them.
! { dg-do run }
! { dg-rmarace-np 3 }
! { dg-shouldfail "data race" }

program counter_f08
  use mpi_f08
  use, intrinsic :: iso_c_binding, only: c_ptr, c_f_pointer
  implicit none
  integer :: rank, i
  ! MPI reads and writes these between the calls that name them.
  integer, pointer, asynchronous :: mem(:)
  type(c_ptr) :: base
  type(MPI_Win) :: win
  integer(kind=MPI_ADDRESS_KIND), parameter :: d0 = 0, wsize = 40
  integer, asynchronous :: one = 1, val = 0, cmp = 100, old = 0

  call MPI_Init()
  call MPI_Comm_rank(MPI_COMM_WORLD, rank)
  call MPI_Win_allocate(wsize, 4, MPI_INFO_NULL, MPI_COMM_WORLD, base, win)
  call c_f_pointer(base, mem, [10])
  do i = 1, 10
    mem(i) = 100 * rank + i - 1
  end do
  call MPI_Barrier(MPI_COMM_WORLD)

  call MPI_Win_lock_all(0, win)
  if (rank == 0) then
    call MPI_Fetch_and_op(one, old, MPI_INTEGER, 1, d0, MPI_SUM, win)
    call MPI_Win_flush(1, win)
  end if
  if (rank == 2) then
    call MPI_Put(val, 1, MPI_INTEGER, 1, d0, 1, MPI_INTEGER, win)
    call MPI_Win_flush(1, win)
  end if
  call MPI_Win_unlock_all(win)

  call MPI_Win_free(win)
  call MPI_Finalize()
end program counter_f08

! { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" }
! { dg-output "  MPI_Fetch_and_op, remote update of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*counter-f08\\.f90:36:\[0-9\]+\r?\n" }
! { dg-output "  Conflicting MPI_Put, remote write of size 4 at 0x\[0-9a-f\]+ by rank 2:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*counter-f08\\.f90:40:\[0-9\]+\r?\n" }
! { dg-output "  Location is window \[0-9\]+ of rank 1, offset \\\[0, 4\\) of 40 bytes\\.\r?\n" }
! { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*counter-f08\\.f90:36:\[0-9\]+ \\(MPI_Fetch_and_op, remote update from rank 0\\) and \[^\r\n\]*counter-f08\\.f90:40:\[0-9\]+ \\(MPI_Put, remote write from rank 2\\)\r?\n" }
