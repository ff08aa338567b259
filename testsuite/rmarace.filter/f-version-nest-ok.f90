! f-version-nest-ok.f90 -- a versioned loop nest misses window memory.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: no race.  The twin of f-version-nest.f90: rank 1 runs the
! nest into TMP, not in the window, while the Put into OUT is pending.
! { dg-do run }
subroutine column(out, in, n, ld)
  implicit none
  integer, intent(in) :: n, ld
  real(kind=8), intent(inout) :: out(ld, n)
  real(kind=8), intent(in) :: in(ld, n)
  integer :: i, j
  do j = 1, n
    do i = 1, n
      if (in(j, i) >= 0) out(j, i) = 2 * in(j, i)
    end do
  end do
end subroutine column

program f_version_nest_ok
  use mpi_f08
  implicit none
  integer :: rank, n, ld
  real(kind=8), asynchronous :: one = 1
  real(kind=8), allocatable, target, asynchronous :: out(:)
  real(kind=8), allocatable :: in(:), tmp(:)
  type(MPI_Win) :: win
  integer(kind=MPI_ADDRESS_KIND) :: last, wsize

  call MPI_Init()
  call MPI_Comm_rank(MPI_COMM_WORLD, rank)
  n = 3 + command_argument_count()
  ld = n + 1
  allocate(out(n * ld), in(n * ld), tmp(n * ld))
  out = 0; in = rank
  wsize = 8 * n * ld
  last = (n - 1) * ld + n - 1
  call MPI_Win_create(out, wsize, 8, MPI_INFO_NULL, MPI_COMM_WORLD, win)
  call MPI_Win_lock_all(0, win)
  if (rank == 0) call MPI_Put(one, 1, MPI_REAL8, 1, last, 1, MPI_REAL8, win)
  call MPI_Barrier(MPI_COMM_WORLD)
  if (rank == 1) call column(tmp, in, n, ld)
  if (rank == 0) call MPI_Win_flush(1, win)
  call MPI_Win_unlock_all(win)

  call MPI_Win_free(win)
  call MPI_Finalize()
end program f_version_nest_ok
