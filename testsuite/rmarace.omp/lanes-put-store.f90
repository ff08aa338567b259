! lanes-put-store.f90 -- twelve threads each put their own buffer to one
! target; one of them stores to its buffer before its flush.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: a data race.  The Fortran version of lanes-put-store.c: on
! rank 0, each of 12 threads puts its own element of BUF to its own
! element of rank 1's window (a lane per thread at the target, more
! than the runtime searches before it indexes them by thread), then
! flushes rank 1, except that the last stores to its element first,
! while its MPI_Put may still be reading it.  Program order alone
! decides.
! { dg-do run }
! { dg-shouldfail "data race" }

program lanes_put_store
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
      if (t == nthreads) then
        buf(t) = -1
      end if
      call MPI_Win_flush(1, win, ierr)
    !$omp end parallel
  end if
  call MPI_Win_unlock_all(win, ierr)
  call MPI_Barrier(MPI_COMM_WORLD, ierr)

  call MPI_Win_free(win, ierr)
  call MPI_Finalize(ierr)
end program lanes_put_store

! { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" }
! { dg-output "  MPI_Put, origin buffer read of size 4 at 0x\[0-9a-f\]+ by rank 0, thread \[0-9\]+:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*lanes-put-store\\.f90:44:\[0-9\]+\r?\n" }
! { dg-output "  Conflicting local store of size 4 at 0x\[0-9a-f\]+ by rank 0, thread \[0-9\]+:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*lanes-put-store\\.f90:46:\[0-9\]+\r?\n" }
