! f-version-nest-row.f90 -- a versioned nest of rows stores into window memory.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: a data race.  The Fortran twin of version-nest-row.c: ROWS'
! inner loop copies M contiguous elements of column I of OUT, an
! LD-by-N matrix, and its outer loop steps by LD elements, known only at
! run time; the nest is checked once before its outer loop.  Rank 1's
! OUT is its window and rank 0 puts into OUT(M, N), which only the last
! iteration of both loops touches, and enters a barrier before it
! flushes: the nest must take its instrumented form.
! { dg-do run }
! { dg-shouldfail "data race" }
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

program f_version_nest_row
  use mpi_f08
  implicit none
  integer :: rank, n, m, ld, k
  real(kind=8), asynchronous :: one = 1
  real(kind=8), allocatable, target, asynchronous :: out(:)
  real(kind=8), allocatable :: in(:)
  type(MPI_Win) :: win
  integer(kind=MPI_ADDRESS_KIND) :: last, wsize

  call MPI_Init()
  call MPI_Comm_rank(MPI_COMM_WORLD, rank)
  n = 3 + command_argument_count()
  ld = n + 1
  m = ld - 1
  allocate(out(n * ld), in(n * ld))
  out = 0; in = rank
  wsize = 8 * n * ld
  last = (n - 1) * ld + m - 1
  call MPI_Win_create(out, wsize, 8, MPI_INFO_NULL, MPI_COMM_WORLD, win)
  call MPI_Win_lock_all(0, win)
  if (rank == 0) call MPI_Put(one, 1, MPI_REAL8, 1, last, 1, MPI_REAL8, win)
  call MPI_Barrier(MPI_COMM_WORLD)
  ! Twice: a procedure run once would count as cold code.
  do k = 1, 2
    if (rank == 1) call rows(out, in, n, m, ld)
  end do
  if (rank == 0) call MPI_Win_flush(1, win)
  call MPI_Win_unlock_all(win)

  call MPI_Win_free(win)
  call MPI_Finalize()
end program f_version_nest_row

! { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" }
! { dg-output "  MPI_Put, remote write of size 8 at 0x\[0-9a-f\]+ by rank 0:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*f-version-nest-row\\.f90:49:\[0-9\]+\r?\n" }
! { dg-output "  Conflicting local store of size 8 at 0x\[0-9a-f\]+ by rank 1:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*f-version-nest-row\\.f90:23:\[0-9\]+\r?\n" }
! { dg-output "  Location is window 1 of rank 1, offset \\\[80, 88\\) of 96 bytes\\.\r?\n" }
