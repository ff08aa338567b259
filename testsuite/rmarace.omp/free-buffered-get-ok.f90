! free-buffered-get-ok.f90 -- a thread gets into an allocatable array at
! the address of an array another thread stored to, deallocated by a
! third party.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: no race.  The Fortran version of free-buffered-get-ok.c: on
! rank 0, OLD is first a Get's result array, completed before the
! region.  In the region, thread 1 stores to OLD and raises a flag with
! an atomic write; thread 0 waits for it, deallocates OLD, allocates BUF
! of the same size (glibc's per-thread cache hands back the block just
! freed), gets into it and raises a second flag; only then does thread
! 1 go on to the region's end, where the runtime checks its store.  The
! atomic flags are synchronization the runtime does not see, so the
! store is checked against the pending Get; but it touched another
! object, whose life ended with the deallocation: it must be dropped,
! in every run, since the flags fix the order.
! { dg-do run }
! { dg-rmarace-repeat 5 }

program free_buffered_get_ok
  use mpi
  use omp_lib
  implicit none
  integer :: rank, provided, ierr, win, i, x
  integer :: stored = 0, got = 0
  ! MPI reads and writes these between the calls that name them.
  integer, asynchronous :: mem(10)
  integer, asynchronous, allocatable :: old(:), buf(:)
  integer(kind=MPI_ADDRESS_KIND), parameter :: d0 = 0, d1 = 1, wsize = 40

  call MPI_Init_thread(MPI_THREAD_MULTIPLE, provided, ierr)
  if (provided /= MPI_THREAD_MULTIPLE) call MPI_Abort(MPI_COMM_WORLD, 1, ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  do i = 1, 10
    mem(i) = 100 * rank + i - 1
  end do
  call MPI_Win_create(mem, wsize, 4, MPI_INFO_NULL, MPI_COMM_WORLD, win, ierr)
  call MPI_Barrier(MPI_COMM_WORLD, ierr)

  call MPI_Win_lock_all(0, win, ierr)
  if (rank == 0) then
    allocate(old(64))
    call MPI_Get(old, 1, MPI_INTEGER, 1, d1, 1, MPI_INTEGER, win, ierr)
    call MPI_Win_flush(1, win, ierr)
    print *, 'old(1) =', old(1)
    !$omp parallel private(x, ierr, buf)
      if (omp_get_thread_num() == 1) then
        old(1) = 5
        !$omp atomic write seq_cst
        stored = 1
        x = 0
        do while (x == 0)
          !$omp atomic read seq_cst
          x = got
        end do
      else if (omp_get_thread_num() == 0) then
        x = 0
        do while (x == 0)
          !$omp atomic read seq_cst
          x = stored
        end do
        deallocate(old)
        allocate(buf(64))
        call MPI_Get(buf, 1, MPI_INTEGER, 1, d0, 1, MPI_INTEGER, win, ierr)
        !$omp atomic write seq_cst
        got = 1
        call MPI_Win_flush(1, win, ierr)
        print *, 'buf(1) =', buf(1)
        deallocate(buf)
      end if
    !$omp end parallel
  end if
  call MPI_Win_unlock_all(win, ierr)

  call MPI_Win_free(win, ierr)
  call MPI_Finalize(ierr)
end program free_buffered_get_ok
