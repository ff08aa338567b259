! f-epilogue-ok.f90 -- the vectorized loop's last store is next to a Put.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: no race.  The twin of f-epilogue.f90: rank 0 puts into
! the window's last double, just after the nest's last column A(N, M)
! and in the same 16-byte granule, which the vector loop's scalar
! epilogue stores while the Put is pending: its guard passes (the
! granule is tracked) and the runtime must let the store by.
! { dg-do run }
! { dg-options "-fvect-cost-model=dynamic" }

program f_epilogue_ok
  use mpi_f08
  use, intrinsic :: iso_c_binding, only: c_ptr, c_f_pointer
  implicit none
  integer, parameter :: n = 4 * 4 + 3
  integer :: rank, i, j, m
  real(kind=8), asynchronous :: one = 1
  real(kind=8), allocatable :: b(:, :)
  real(kind=8), pointer, contiguous, asynchronous :: a(:, :)
  type(c_ptr) :: base
  type(MPI_Win) :: win
  integer(kind=MPI_ADDRESS_KIND) :: d, wsize

  m = 3 + command_argument_count()
  d = n * m
  wsize = (n * m + 1) * 8
  allocate(b(n, m))
  call MPI_Init()
  call MPI_Comm_rank(MPI_COMM_WORLD, rank)
  call MPI_Win_allocate(wsize, 8, MPI_INFO_NULL, MPI_COMM_WORLD, base, win)
  call c_f_pointer(base, a, [n, m])
  b = rank
  call MPI_Barrier(MPI_COMM_WORLD)
  call MPI_Win_lock_all(0, win)
  if (rank == 0) call MPI_Put(one, 1, MPI_REAL8, 1, d, 1, MPI_REAL8, win)
  call MPI_Barrier(MPI_COMM_WORLD)
  if (rank == 1) then
    do j = 1, m
      do i = 1, n
        a(i, j) = 2 * b(i, j)
      end do
    end do
  end if
  if (rank == 0) call MPI_Win_flush(1, win)
  call MPI_Win_unlock_all(win)

  call MPI_Win_free(win)
  call MPI_Finalize()
end program f_epilogue_ok
