! f-version-nest-row-ok.f90 -- a versioned nest of rows misses window memory.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: no race.  The twin of f-version-nest-row.f90: rank 1 runs
! the nest into TMP, not in the window, while the Put into OUT is pending.
! { dg-do run }
subroutine rows(out, in, n, m, ld)
  implicit none
  integer, intent(in) :: n, m, ld
  real(kind=8), intent(inout) :: out(ld, n)
  real(kind=8), intent(in) :: in(n, m)
  integer :: i, j
  do i = 1, n
    do j = 1, m
      out(j, i) = in(i, j)
    end do
  end do
end subroutine rows

program f_version_nest_row_ok
  use mpi_f08
  implicit none
  integer :: rank, n, m, ld, k
  real(kind=8), asynchronous :: one = 1
  real(kind=8), allocatable, target, asynchronous :: out(:)
  real(kind=8), allocatable :: in(:), tmp(:)
  type(MPI_Win) :: win
  integer(kind=MPI_ADDRESS_KIND) :: last, wsize

  call MPI_Init()
  call MPI_Comm_rank(MPI_COMM_WORLD, rank)
  n = 3 + command_argument_count()
  ld = n + 1
  m = ld - 1
  allocate(out(n * ld), in(n * ld), tmp(n * ld))
  out = 0; in = rank
  wsize = 8 * n * ld
  last = (n - 1) * ld + m - 1
  call MPI_Win_create(out, wsize, 8, MPI_INFO_NULL, MPI_COMM_WORLD, win)
  call MPI_Win_lock_all(0, win)
  if (rank == 0) call MPI_Put(one, 1, MPI_REAL8, 1, last, 1, MPI_REAL8, win)
  call MPI_Barrier(MPI_COMM_WORLD)
  ! Twice: a procedure run once would count as cold code.
  do k = 1, 2
    if (rank == 1) call rows(tmp, in, n, m, ld)
  end do
  if (rank == 0) call MPI_Win_flush(1, win)
  call MPI_Win_unlock_all(win)

  call MPI_Win_free(win)
  call MPI_Finalize()
end program f_version_nest_row_ok
