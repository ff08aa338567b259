! f-loop-window-put.f90 -- a loop over window memory and an unfinished Put.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: a data race.  Rank 0 puts into MEM(6) of rank 1 and enters a
! barrier before it flushes; rank 1 then scales MEM in a loop (use mpi_f08).
! { dg-do run }
! { dg-shouldfail "data race" }

program f_loop_window_put
  use mpi_f08
  use, intrinsic :: iso_c_binding, only: c_ptr, c_f_pointer
  implicit none
  integer :: rank, i
  integer, asynchronous :: one = 1
  integer, pointer, asynchronous :: mem(:)
  type(c_ptr) :: base
  type(MPI_Win) :: win
  integer(kind=MPI_ADDRESS_KIND), parameter :: d5 = 5
  integer(kind=MPI_ADDRESS_KIND), parameter :: wsize = 40

  call MPI_Init()
  call MPI_Comm_rank(MPI_COMM_WORLD, rank)
  call MPI_Win_allocate(wsize, 4, MPI_INFO_NULL, MPI_COMM_WORLD, base, win)
  call c_f_pointer(base, mem, [10])
  do i = 1, 10
    mem(i) = 100 * rank + i - 1
  end do
  call MPI_Barrier(MPI_COMM_WORLD)

  call MPI_Win_lock_all(0, win)
  if (rank == 0) call MPI_Put(one, 1, MPI_INTEGER, 1, d5, 1, MPI_INTEGER, win)
  call MPI_Barrier(MPI_COMM_WORLD)
  if (rank == 1) then
    do i = 1, 10
      mem(i) = 3 * mem(i)
    end do
  end if
  if (rank == 0) call MPI_Win_flush(1, win)
  call MPI_Win_unlock_all(win)

  call MPI_Win_free(win)
  call MPI_Finalize()
end program f_loop_window_put

! { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" }
! { dg-output "  MPI_Put, remote write of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*f-loop-window-put\\.f90:33:\[0-9\]+\r?\n" }
! { dg-output "  Conflicting local (load|store) of size 4 at 0x\[0-9a-f\]+ by rank 1:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*f-loop-window-put\\.f90:37:\[0-9\]+\r?\n" }
! { dg-output "  Location is window 1 of rank 1, offset \\\[20, 24\\) of 40 bytes\\.\r?\n" }
