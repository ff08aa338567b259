! lanes-put-store-ok.f90 -- twelve threads each put their own buffer to
! one target, and store to it after their flush.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: no race.  The twin of lanes-put-store.f90: each of 12
! threads on rank 0 puts its own element of BUF to rank 1 (a lane per
! thread at the target, indexed by thread), flushes rank 1, then stores
! to its element: its own flush completed its own MPI_Put.
! { dg-do run }

program lanes_put_store_ok
  use mpi
  use omp_lib
  implicit none
  integer, parameter :: nthreads = 12
  integer :: rank, nranks, provided, ierr, win, t
  integer :: mem(nthreads)
  integer, asynchronous :: buf(nthreads)
  asynchronous :: mem
  integer(kind=MPI_ADDRESS_KIND) :: disp, wsize

  call MPI_Init_thread(MPI_THREAD_MULTIPLE, provided, ierr)
  if (provided /= MPI_THREAD_MULTIPLE) call MPI_Abort(MPI_COMM_WORLD, 1, ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  call MPI_Comm_size(MPI_COMM_WORLD, nranks, ierr)
  mem = 0
  buf = 0
  wsize = 4 * nthreads
  call MPI_Win_create(mem, wsize, 4, MPI_INFO_NULL, MPI_COMM_WORLD, win, ierr)
  call MPI_Barrier(MPI_COMM_WORLD, ierr)

  call MPI_Win_lock_all(0, win, ierr)
  if (rank == 0 .and. nranks > 1) then
    !$omp parallel num_threads(nthreads) private(t, disp, ierr)
      t = omp_get_thread_num() + 1
      buf(t) = t
      disp = t - 1
      call MPI_Put(buf(t), 1, MPI_INTEGER, 1, disp, 1, MPI_INTEGER, win, ierr)
      call MPI_Win_flush(1, win, ierr)
      buf(t) = -1
    !$omp end parallel
  end if
  call MPI_Win_unlock_all(win, ierr)
  call MPI_Barrier(MPI_COMM_WORLD, ierr)

  call MPI_Win_free(win, ierr)
  call MPI_Finalize(ierr)
end program lanes_put_store_ok

