! f-version-nest.f90 -- a versioned loop nest stores into window memory.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: a data race.  The Fortran twin of version-nest.c: COLUMN's
! inner loop walks a row of OUT, an LD-by-N matrix, with a stride of LD
! elements known only at run time; the nest is checked once before its
! outer loop, with one range per array whose ends share the count and
! the stride.  Rank 1's OUT is its window and rank 0 puts into OUT(N, N),
! which only the last iteration of both loops touches, and enters a
! barrier before it flushes: the nest must take its instrumented form.
! { dg-do run }
! { dg-shouldfail "data race" }
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

program f_version_nest
  use mpi_f08
  implicit none
  integer :: rank, n, ld
  real(kind=8), asynchronous :: one = 1
  real(kind=8), allocatable, target, asynchronous :: out(:)
  real(kind=8), allocatable :: in(:)
  type(MPI_Win) :: win
  integer(kind=MPI_ADDRESS_KIND) :: last, wsize

  call MPI_Init()
  call MPI_Comm_rank(MPI_COMM_WORLD, rank)
  n = 3 + command_argument_count()
  ld = n + 1
  allocate(out(n * ld), in(n * ld))
  out = 0; in = rank
  wsize = 8 * n * ld
  last = (n - 1) * ld + n - 1
  call MPI_Win_create(out, wsize, 8, MPI_INFO_NULL, MPI_COMM_WORLD, win)
  call MPI_Win_lock_all(0, win)
  if (rank == 0) call MPI_Put(one, 1, MPI_REAL8, 1, last, 1, MPI_REAL8, win)
  call MPI_Barrier(MPI_COMM_WORLD)
  if (rank == 1) call column(out, in, n, ld)
  if (rank == 0) call MPI_Win_flush(1, win)
  call MPI_Win_unlock_all(win)

  call MPI_Win_free(win)
  call MPI_Finalize()
end program f_version_nest

! { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" }
! { dg-output "  MPI_Put, remote write of size 8 at 0x\[0-9a-f\]+ by rank 0:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*f-version-nest\\.f90:48:\[0-9\]+\r?\n" }
! { dg-output "  Conflicting local store of size 8 at 0x\[0-9a-f\]+ by rank 1:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*f-version-nest\\.f90:23:\[0-9\]+\r?\n" }
! { dg-output "  Location is window 1 of rank 1, offset \\\[80, 88\\) of 96 bytes\\.\r?\n" }
