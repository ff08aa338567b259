! acc-types-ok.f90 -- accumulates with different basic datatypes to different
! integers.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: no race.  The twin of acc-types.f90: rank 2 accumulates to
! MEM(2) as MPI_REAL, bytes no one else touches.
! { dg-do run }
! { dg-rmarace-np 3 }

program acc_types_ok
  use mpi
  implicit none
  integer :: rank, ierr, i
  integer :: win
  ! MPI reads and writes these between the calls that name them.
  integer, asynchronous :: mem(10)
  integer(kind=MPI_ADDRESS_KIND), parameter :: d0 = 0, wsize = 40
  integer, asynchronous :: one = 1
  real, asynchronous :: rone = 1.0
  integer(kind=MPI_ADDRESS_KIND), parameter :: d2 = 1

  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  do i = 1, 10
    mem(i) = 100 * rank + i - 1
  end do
  call MPI_Win_create(mem, wsize, 4, MPI_INFO_NULL, MPI_COMM_WORLD, win, ierr)
  call MPI_Barrier(MPI_COMM_WORLD, ierr)

  call MPI_Win_fence(0, win, ierr)
  if (rank == 0) then
    call MPI_Accumulate(one, 1, MPI_INTEGER, 1, d0, 1, MPI_INTEGER, MPI_SUM, win, ierr)
  end if
  if (rank == 2) then
    call MPI_Accumulate(rone, 1, MPI_REAL, 1, d2, 1, MPI_REAL, MPI_SUM, win, ierr)
  end if
  call MPI_Win_fence(0, win, ierr)

  call MPI_Win_free(win, ierr)
  call MPI_Finalize(ierr)
end program acc_types_ok
