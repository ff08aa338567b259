! taskloop-reduction-get-ok.f90 -- a taskloop with a reduction sums what
! an MPI_Get fetched and flushed before it.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: no race, and the right sum.  The Fortran version of
! taskloop-reduction-get-ok.c: libgomp reads a taskloop's reductions from
! its data block, which the runtime wraps.
! { dg-do run }

program taskloop_reduction_get_ok
  use mpi_f08
  use omp_lib
  implicit none
  integer :: rank, provided, i, total
  type(MPI_Win) :: win
  ! MPI reads and writes these between the calls that name them.
  integer, asynchronous :: buf(10)
  integer, asynchronous :: mem(10)
  integer(kind=MPI_ADDRESS_KIND), parameter :: d0 = 0, wsize = 40

  call MPI_Init_thread(MPI_THREAD_MULTIPLE, provided)
  if (provided /= MPI_THREAD_MULTIPLE) call MPI_Abort(MPI_COMM_WORLD, 1)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank)
  do i = 1, 10
    mem(i) = 100 * rank + i - 1
  end do
  call MPI_Win_create(mem, wsize, 4, MPI_INFO_NULL, MPI_COMM_WORLD, win)
  call MPI_Barrier(MPI_COMM_WORLD)

  call MPI_Win_lock_all(0, win)
  if (rank == 0) then
    total = 0
    call MPI_Get(buf, 10, MPI_INTEGER, 1, d0, 10, MPI_INTEGER, win)
    call MPI_Win_flush(1, win)
    !$omp parallel
    !$omp single
    !$omp taskloop reduction(+:total) num_tasks(4)
    do i = 1, 10
      total = total + buf(i)
    end do
    !$omp end taskloop
    !$omp end single
    !$omp end parallel
    if (total /= 1045) then
      print *, 'wrong sum', total
      call MPI_Abort(MPI_COMM_WORLD, 1)
    end if
  end if
  call MPI_Win_unlock_all(win)

  call MPI_Win_free(win)
  call MPI_Finalize()
end program taskloop_reduction_get_ok
