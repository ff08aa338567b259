! f-version-cold-nest.f90 -- a nest of the main program that gets no copy
! stores into a window.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: a data race.  The nest stores through a pointer that may be
! the window; it is in the main program and calls nothing, so it runs
! once per run: its inner loop gets no uninstrumented copy
! (loop-version.cc, cold_loop_p) when GCC knows the main program is
! executed once, and keeps its instrumentation.  Rank 0 puts into OUT(6)
! and enters a barrier before it flushes; rank 1's store must be reported.
! { dg-do run }
! { dg-shouldfail "data race" }

program f_version_cold_nest
  use mpi_f08
  use, intrinsic :: iso_c_binding, only: c_ptr, c_f_pointer
  implicit none
  integer :: rank, n, i, j
  real(kind=8), asynchronous :: one = 1
  real(kind=8), pointer, asynchronous :: out(:), dst(:)
  real(kind=8), pointer :: in(:)
  type(c_ptr) :: base
  type(MPI_Win) :: win
  integer(kind=MPI_ADDRESS_KIND), parameter :: d5 = 5, wsize = 128

  call MPI_Init()
  call MPI_Comm_rank(MPI_COMM_WORLD, rank)
  call MPI_Win_allocate(wsize, 8, MPI_INFO_NULL, MPI_COMM_WORLD, base, win)
  n = 16 + command_argument_count()
  call c_f_pointer(base, out, [n])
  allocate(in(n))
  out = 0; in = rank
  call MPI_Barrier(MPI_COMM_WORLD)
  call MPI_Win_lock_all(0, win)
  if (rank == 0) call MPI_Put(one, 1, MPI_REAL8, 1, d5, 1, MPI_REAL8, win)
  call MPI_Barrier(MPI_COMM_WORLD)
  dst => in
  if (rank == 1) dst => out
  do j = 0, n / 8 - 1
    do i = 8 * j + 2, 8 * j + 7
      if (in(i) >= 0) dst(i) = (in(i - 1) + in(i + 1)) / 2
    end do
  end do
  if (rank == 0) call MPI_Win_flush(1, win)
  call MPI_Win_unlock_all(win)

  call MPI_Win_free(win)
  call MPI_Finalize()
end program f_version_cold_nest

! { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" }
! { dg-output "  MPI_Put, remote write of size 8 at 0x\[0-9a-f\]+ by rank 0:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*f-version-cold-nest\\.f90:37:\[0-9\]+\r?\n" }
! { dg-output "  Conflicting local store of size 8 at 0x\[0-9a-f\]+ by rank 1:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*f-version-cold-nest\\.f90:43:\[0-9\]+\r?\n" }
! { dg-output "  Location is window 1 of rank 1, offset \\\[40, 48\\) of 128 bytes\\.\r?\n" }
