! f-version-cold-nest-ok.f90 -- a nest of the main program that gets no
! copy misses the window.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: no race.  The twin of f-version-cold-nest.f90: rank 1's nest
! stores into TMP, not in the window, while the Put into OUT is pending;
! its instrumentation must let it run unreported.
! { dg-do run }

program f_version_cold_nest_ok
  use mpi_f08
  use, intrinsic :: iso_c_binding, only: c_ptr, c_f_pointer
  implicit none
  integer :: rank, n, i, j
  real(kind=8), asynchronous :: one = 1
  real(kind=8), pointer, asynchronous :: out(:), dst(:)
  real(kind=8), pointer :: in(:), tmp(:)
  type(c_ptr) :: base
  type(MPI_Win) :: win
  integer(kind=MPI_ADDRESS_KIND), parameter :: d5 = 5, wsize = 128

  call MPI_Init()
  call MPI_Comm_rank(MPI_COMM_WORLD, rank)
  call MPI_Win_allocate(wsize, 8, MPI_INFO_NULL, MPI_COMM_WORLD, base, win)
  n = 16 + command_argument_count()
  call c_f_pointer(base, out, [n])
  allocate(in(n), tmp(n))
  out = 0; in = rank
  call MPI_Barrier(MPI_COMM_WORLD)
  call MPI_Win_lock_all(0, win)
  if (rank == 0) call MPI_Put(one, 1, MPI_REAL8, 1, d5, 1, MPI_REAL8, win)
  call MPI_Barrier(MPI_COMM_WORLD)
  dst => in
  if (rank == 1) dst => tmp
  do j = 0, n / 8 - 1
    do i = 8 * j + 2, 8 * j + 7
      if (in(i) >= 0) dst(i) = (in(i - 1) + in(i + 1)) / 2
    end do
  end do
  if (rank == 0) call MPI_Win_flush(1, win)
  call MPI_Win_unlock_all(win)

  call MPI_Win_free(win)
  call MPI_Finalize()
end program f_version_cold_nest_ok
