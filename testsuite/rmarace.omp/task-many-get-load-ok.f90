! task-many-get-load-ok.f90 -- the fixed twin of task-many-get-load.f90:
! a taskwait between the two last tasks.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: no race.  The Fortran version of task-many-get-load-ok.c:
! 100000 tiny tasks, each waited for, then, on rank 0, the thread in
! single creates a task that gets rank 1's int 0 into BUF(1) and
! flushes, waits for it (taskwait), then creates a second task that
! loads BUF(1).
! { dg-do run }
! { dg-rmarace-repeat 5 }

program task_many_get_load_ok
  use mpi_f08
  use omp_lib
  use, intrinsic :: iso_c_binding, only: c_ptr, c_f_pointer
  implicit none
  integer :: rank, provided, i, x, total
  ! MPI reads and writes these between the calls that name them.
  integer, pointer, asynchronous :: mem(:)
  type(c_ptr) :: base
  type(MPI_Win) :: win
  integer(kind=MPI_ADDRESS_KIND), parameter :: d0 = 0, wsize = 40
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
      if (omp_get_thread_num() /= 0) call snooze(300000)
      !$omp single
        total = 0
        do i = 1, 100000
          !$omp task shared(total) firstprivate(i)
            total = total + mod(i, 2)
          !$omp end task
          !$omp taskwait
        end do
        print *, 'total =', total
        !$omp task shared(buf)
          call MPI_Get(buf(1), 1, MPI_INTEGER, 1, d0, 1, MPI_INTEGER, win)
          call MPI_Win_flush(1, win)
        !$omp end task
        !$omp taskwait
        !$omp task shared(buf) private(x)
          call snooze(100000)
          x = buf(1)
          print *, 'buf(1) =', x
        !$omp end task
      !$omp end single
    !$omp end parallel
  end if
  call MPI_Win_unlock_all(win)

  call MPI_Win_free(win)
  call MPI_Finalize()

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
end program task_many_get_load_ok

