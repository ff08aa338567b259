! flushall-thread-put-many-store-ok.f90 -- one buffer put to every
! element of every target, stored to by the thread that flushed, then by
! another after a barrier.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: no race.  The Fortran version of
! flushall-thread-put-many-store-ok.c: thread 0 puts BUF 20 times, calls
! MPI_Win_flush_all and stores to BUF while thread 1 does not know of the
! flush yet; thread 1 stores to BUF only after an OpenMP barrier.
! { dg-do run }

program flushall_thread_put_many_store_ok
  use mpi
  use omp_lib
  implicit none
  integer :: rank, nranks, provided, ierr, win, t, d
  integer :: mem(10)
  integer, asynchronous :: buf
  asynchronous :: mem
  integer(kind=MPI_ADDRESS_KIND) :: disp, wsize

  call MPI_Init_thread(MPI_THREAD_MULTIPLE, provided, ierr)
  if (provided /= MPI_THREAD_MULTIPLE) call MPI_Abort(MPI_COMM_WORLD, 1, ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  call MPI_Comm_size(MPI_COMM_WORLD, nranks, ierr)
  mem = 0
  buf = 7
  wsize = 40
  call MPI_Win_create(mem, wsize, 4, MPI_INFO_NULL, MPI_COMM_WORLD, win, ierr)
  call MPI_Barrier(MPI_COMM_WORLD, ierr)

  call MPI_Win_lock_all(0, win, ierr)
  if (rank == 0) then
    !$omp parallel private(t, d, disp, ierr)
      if (omp_get_thread_num() == 0) then
        do t = 0, nranks - 1
          do d = 0, 9
            disp = d
            call MPI_Put(buf, 1, MPI_INTEGER, t, disp, 1, MPI_INTEGER, win, ierr)
          end do
        end do
        call MPI_Win_flush_all(win, ierr)
        buf = 8
      end if
      !$omp barrier
      if (omp_get_thread_num() == 1) then
        buf = 9
      end if
    !$omp end parallel
  end if
  if (rank == 0) print *, 'buf =', buf
  call MPI_Win_unlock_all(win, ierr)
  call MPI_Barrier(MPI_COMM_WORLD, ierr)

  call MPI_Win_free(win, ierr)
  call MPI_Finalize(ierr)

end program flushall_thread_put_many_store_ok
