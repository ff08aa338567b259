! nested-task-get-load-ok.f90 -- the end of a taskgroup waits for the Get of
! a grandchild task.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: no race.  The twin of nested-task-get-load.f90: thread 0
! creates the task in a taskgroup, whose end waits for the task's
! descendants too, before it loads BUF(1).
! { dg-do run }

program nested_task_get_load_ok
  use mpi
  use omp_lib
  implicit none
  integer :: rank, provided, ierr, win, i, x
  ! MPI reads and writes these between the calls that name them.
  integer, asynchronous :: buf(4) = [1, 2, 3, 4]
  integer, asynchronous :: mem(10)
  integer(kind=MPI_ADDRESS_KIND), parameter :: d0 = 0, wsize = 40

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
    !$omp parallel private(x, ierr)
      if (omp_get_thread_num() == 0) then
        !$omp taskgroup
          !$omp task
            !$omp task
              call MPI_Get(buf, 1, MPI_INTEGER, 1, d0, 1, MPI_INTEGER, win, ierr)
              call MPI_Win_flush(1, win, ierr)
            !$omp end task
          !$omp end task
        !$omp end taskgroup
        call snooze(200000)
        x = buf(1)
        print *, 'buf(1) =', x
      end if
    !$omp end parallel
  end if
  call MPI_Win_unlock_all(win, ierr)

  call MPI_Win_free(win, ierr)
  call MPI_Finalize(ierr)

contains

  ! Sleep for USEC microseconds (POSIX usleep).
  subroutine snooze(usec)
    use, intrinsic :: iso_c_binding, only: c_int
    integer, intent(in) :: usec
    interface
      function usleep(us) bind(C, name='usleep')
        import :: c_int
        integer(c_int), value :: us
        integer(c_int) :: usleep
      end function usleep
    end interface
    integer(c_int) :: rc
    rc = usleep(int(usec, c_int))
  end subroutine snooze
end program nested_task_get_load_ok
