! f-sites-put-load-ok.f90 -- loads of two lines in one record, a Put meets one.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Rank 1 sums a stencil of its window A(COLS, ROWS) in the fence epoch:
! the loop's first statement reads A(2 .. COLS - 1, I - 1), its second
! A(3 .. COLS, I).  Their columns overlap, so the
! runtime keeps them in one record with a site per line and column
! (sites.h).  Rank 0 puts one double into rank 1's window in the same
! epoch.  Rank 1 checks its loads when it next calls MPI, at the closing
! fence, and the Put's record as it receives it: usually then too, after
! the loads (the record of both lines is met); should it come first, the
! loads are checked against it, with the same verdict.
! Expected: no report.  Rank 0 puts into A(1, 4), which neither
! statement reads, though it lies between elements they read: the record
! that stands for both holds it in its range, but none of its sites does.
! { dg-do run }

program f_sites_put_load
  use mpi
  use, intrinsic :: iso_c_binding, only: c_ptr, c_f_pointer
  implicit none
  integer, parameter :: rows = 8, cols = 16
  integer :: rank, ierr, win, i, j, k
  double precision, pointer, asynchronous :: a(:,:)
  double precision :: s, v
  type(c_ptr) :: base
  integer(kind=MPI_ADDRESS_KIND), parameter :: wsize = 8 * rows * cols
  integer(kind=MPI_ADDRESS_KIND), parameter :: disp = 48

  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  call MPI_Win_allocate(wsize, 8, MPI_INFO_NULL, MPI_COMM_WORLD, base, win, ierr)
  call c_f_pointer(base, a, [cols, rows])
  do k = 1, rows
    a(:, k) = k
  end do
  s = 0
  v = 1
  call MPI_Win_fence(0, win, ierr)
  if (rank == 1) then
    do i = 2, rows - 1
      do j = 2, cols - 1
        s = s + a(j, i - 1)
        s = s + a(j + 1, i)
      end do
    end do
  else
    call MPI_Put(v, 1, MPI_DOUBLE_PRECISION, 1, disp, 1, MPI_DOUBLE_PRECISION, win, ierr)
  end if
  call MPI_Win_fence(0, win, ierr)
  if (s < 0) print *, s

  call MPI_Win_free(win, ierr)
  call MPI_Finalize(ierr)
end program f_sites_put_load
