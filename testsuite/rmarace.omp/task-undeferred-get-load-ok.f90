! task-undeferred-get-load-ok.f90 -- an undeferred or included task is
! ordered before what its creator does after it.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: no race.  The Fortran version of task-undeferred-get-load-ok.c:
! on rank 0, the thread in single creates a task with if(.false.) that
! gets rank 1's int 0 into BUF(1) and flushes, then loads BUF(1); a final
! task creates an included child task that gets rank 1's int 1 into
! BUF(2) and flushes, then loads BUF(2).
! { dg-do run }
! { dg-rmarace-repeat 5 }

program task_undeferred_get_load_ok
  use mpi_f08
  use omp_lib
  use, intrinsic :: iso_c_binding, only: c_ptr, c_f_pointer
  implicit none
  integer :: rank, provided, i, x
  ! MPI reads and writes these between the calls that name them.
  integer, pointer, asynchronous :: mem(:)
  type(c_ptr) :: base
  type(MPI_Win) :: win
  integer(kind=MPI_ADDRESS_KIND), parameter :: d0 = 0, d1 = 1, wsize = 40
  integer, asynchronous :: buf(4) = [1, 2, 3, 4]

  call MPI_Init_thread(MPI_THREAD_MULTIPLE, provided)
  if (provided /= MPI_THREAD_MULTIPLE) call MPI_Abort(MPI_COMM_WORLD, 1)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank)
  call MPI_Win_allocate(wsize, 4, MPI_INFO_NULL, MPI_COMM_WORLD, base, win)
  call c_f_pointer(base, mem, [10])
  do i = 1, 10
    mem(i) = 100 * rank + i - 1
  end do
  call MPI_Barrier(MPI_COMM_WORLD)

  call MPI_Win_lock_all(0, win)
  if (rank == 0) then
    !$omp parallel private(x)
      !$omp single
        !$omp task if(.false.) shared(buf)
          call MPI_Get(buf(1), 1, MPI_INTEGER, 1, d0, 1, MPI_INTEGER, win)
          call MPI_Win_flush(1, win)
        !$omp end task
        x = buf(1)
        print *, 'buf(1) =', x
        !$omp task final(.true.) shared(buf) private(x)
          !$omp task shared(buf)
            call MPI_Get(buf(2), 1, MPI_INTEGER, 1, d1, 1, MPI_INTEGER, win)
            call MPI_Win_flush(1, win)
          !$omp end task
          x = buf(2)
          print *, 'buf(2) =', x
        !$omp end task
      !$omp end single
    !$omp end parallel
  end if
  call MPI_Win_unlock_all(win)

  call MPI_Win_free(win)
  call MPI_Finalize()
end program task_undeferred_get_load_ok
