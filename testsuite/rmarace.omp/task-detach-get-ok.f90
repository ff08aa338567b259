! task-detach-get-ok.f90 -- a detached task gets into a buffer; the
! creator loads it after the task's event is fulfilled and a taskwait.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: no race, and the right values.  The Fortran version of
! task-detach-get-ok.c: libgomp writes a detached task's event handle
! into its data block, which the runtime wraps; the task must still find
! its event, and the taskwait orders the load after the Get.
! { dg-do run }

program task_detach_get_ok
  use mpi
  use omp_lib
  implicit none
  integer :: rank, provided, ierr, win, i
  integer(kind=omp_event_handle_kind) :: event
  ! MPI reads and writes these between the calls that name them.
  integer, asynchronous :: buf(4) = 0
  integer, asynchronous :: mem(10)
  integer(kind=MPI_ADDRESS_KIND), parameter :: d3 = 3, wsize = 40

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
    !$omp parallel
    !$omp single
    !$omp task detach(event) shared(buf) private(ierr)
    call MPI_Get(buf, 2, MPI_INTEGER, 1, d3, 2, MPI_INTEGER, win, ierr)
    call MPI_Win_flush(1, win, ierr)
    call omp_fulfill_event(event)
    !$omp end task
    !$omp taskwait
    if (buf(1) /= 103 .or. buf(2) /= 104) then
      print *, 'wrong values', buf(1), buf(2)
      call MPI_Abort(MPI_COMM_WORLD, 1, ierr)
    end if
    !$omp end single
    !$omp end parallel
  end if
  call MPI_Win_unlock_all(win, ierr)

  call MPI_Win_free(win, ierr)
  call MPI_Finalize(ierr)
end program task_detach_get_ok
