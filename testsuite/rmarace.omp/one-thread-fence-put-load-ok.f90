! one-thread-fence-put-load-ok.f90 -- in a team of one thread, a fence
! after the load of window memory orders it before the next Put.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: no race.  The twin of one-thread-fence-put-load.f90 with a
! second fence after rank 0's load (the bulk-synchronous exchange): the
! load is alone in its epoch, and rank 1's next Put comes after the
! fence that ends it.
! { dg-do run }

program one_thread_fence_put_load_ok
  use mpi
  implicit none
  integer :: rank, provided, ierr, win, i, it, total
  ! MPI reads and writes these between the calls that name them.
  integer, asynchronous :: val
  integer, asynchronous :: mem(10)
  integer(kind=MPI_ADDRESS_KIND), parameter :: d0 = 0, wsize = 40

  call MPI_Init_thread(MPI_THREAD_MULTIPLE, provided, ierr)
  if (provided /= MPI_THREAD_MULTIPLE) call MPI_Abort(MPI_COMM_WORLD, 1, ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  do i = 1, 10
    mem(i) = 100 * rank + i - 1
  end do
  call MPI_Win_create(mem, wsize, 4, MPI_INFO_NULL, MPI_COMM_WORLD, win, ierr)
  total = 0

  call MPI_Win_fence(MPI_MODE_NOPRECEDE, win, ierr)
  !$omp parallel num_threads(1) private(it, ierr) reduction(+:total)
    do it = 1, 2
      val = it
      if (rank == 1) call MPI_Put(val, 1, MPI_INTEGER, 0, d0, 1, MPI_INTEGER, win, ierr)
      call MPI_Win_fence(0, win, ierr)
      if (rank == 0) total = total + mem(1)
      call MPI_Win_fence(0, win, ierr)
    end do
  !$omp end parallel
  call MPI_Win_fence(MPI_MODE_NOSUCCEED, win, ierr)
  if (rank == 0) print *, 'total =', total

  call MPI_Win_free(win, ierr)
  call MPI_Finalize(ierr)
end program one_thread_fence_put_load_ok
