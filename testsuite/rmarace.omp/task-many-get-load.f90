! task-many-get-load.f90 -- two sibling tasks race after 100000 others.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: a data race.  The Fortran version of task-many-get-load.c:
! 100000 tiny tasks, each waited for, then, on rank 0, the thread in
! single creates two tasks: the first gets rank
! 1's int 0 into BUF(1) and flushes, the second loads BUF(1).  Nothing
! orders the tasks, so OpenMP may run them at the same time.  The other
! threads sleep first, so that the creating thread usually runs both, the
! first one first; the second sleeps first, so that the Get comes first
! in time whoever runs it.
! { dg-do run }
! { dg-shouldfail "data race" }
! { dg-rmarace-repeat 5 }

program task_many_get_load
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
end program task_many_get_load

! { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" }
! { dg-output "  MPI_Get, origin buffer write of size 4 at 0x\[0-9a-f\]+ by rank 0, thread \[0-9\]+:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*task-many-get-load\\.f90:55:\[0-9\]+\r?\n" }
! { dg-output "  Conflicting local load of size 4 at 0x\[0-9a-f\]+ by rank 0, thread \[0-9\]+:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*task-many-get-load\\.f90:60:\[0-9\]+\r?\n" }
! { dg-output "  Location is a local buffer of rank 0\\.\r?\n" }
! { dg-output "  The accesses are in two different tasks, which OpenMP may run at the same time\\.\r?\n" }
! { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*task-many-get-load\\.f90:55:\[0-9\]+ \\(MPI_Get, origin buffer write, thread \[0-9\]+\\) and \[^\r\n\]*task-many-get-load\\.f90:60:\[0-9\]+ \\(local load, thread \[0-9\]+\\)\r?\n" }
