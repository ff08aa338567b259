! f-loop-sum-line.f90 -- a loop sums into window memory: report its line.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: a data race, reported at line 36 (issue 12).  Rank 0 puts into
! TOTAL, rank 1's window, and enters a barrier before it flushes; rank 1
! then adds V into TOTAL in a loop, which GCC may keep in a register: a
! load before the loop and a store after it, without source locations.
! { dg-do run }
! { dg-shouldfail "data race" }

program f_loop_sum_line
  use mpi_f08
  use, intrinsic :: iso_c_binding, only: c_ptr, c_f_pointer
  implicit none
  integer :: rank, i, n
  real(kind=8), asynchronous :: one = 1
  real(kind=8), pointer, asynchronous :: total
  real(kind=8) :: v(16)
  type(c_ptr) :: base
  type(MPI_Win) :: win
  integer(kind=MPI_ADDRESS_KIND), parameter :: d0 = 0, wsize = 8

  call MPI_Init()
  call MPI_Comm_rank(MPI_COMM_WORLD, rank)
  call MPI_Win_allocate(wsize, 8, MPI_INFO_NULL, MPI_COMM_WORLD, base, win)
  call c_f_pointer(base, total)
  total = 0; v = rank
  call MPI_Barrier(MPI_COMM_WORLD)
  n = 15 + command_argument_count() + 1
  call MPI_Win_lock_all(0, win)
  if (rank == 0) call MPI_Put(one, 1, MPI_REAL8, 1, d0, 1, MPI_REAL8, win)
  call MPI_Barrier(MPI_COMM_WORLD)
  if (rank == 1) then
    do i = 1, n
      total = total + v(i)
    end do
  end if
  if (rank == 0) call MPI_Win_flush(1, win)
  call MPI_Win_unlock_all(win)

  call MPI_Win_free(win)
  call MPI_Finalize()
end program f_loop_sum_line

! { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" }
! { dg-output "  MPI_Put, remote write of size 8 at 0x\[0-9a-f\]+ by rank 0:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*f-loop-sum-line\\.f90:33:\[0-9\]+\r?\n" }
! { dg-output "  Conflicting local (load|store) of size 8 at 0x\[0-9a-f\]+ by rank 1:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*f-loop-sum-line\\.f90:37:\[0-9\]+\r?\n" }
