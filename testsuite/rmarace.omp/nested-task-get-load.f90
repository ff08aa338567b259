! nested-task-get-load.f90 -- taskwait does not wait for the Get of a
! grandchild task.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: a data race.  The Fortran version of nested-task-get-load.c:
! on rank 0, thread 0 creates a task that creates a task that gets rank
! 1's int 0 into BUF(1) and flushes.  Thread 0 waits with taskwait, which
! waits for its child task but not for the child's child, then loads
! BUF(1): nothing orders the load after the flush.  Thread 0 sleeps first
! so that the Get comes before the load in time.
! { dg-do run }
! { dg-shouldfail "data race" }

program nested_task_get_load
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
        !$omp task
          !$omp task
            call MPI_Get(buf, 1, MPI_INTEGER, 1, d0, 1, MPI_INTEGER, win, ierr)
            call MPI_Win_flush(1, win, ierr)
          !$omp end task
        !$omp end task
        !$omp taskwait
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
end program nested_task_get_load

! { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" }
! { dg-output "  MPI_Get, origin buffer write of size 4 at 0x\[0-9a-f\]+ by rank 0, thread \[0-9\]+:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*nested-task-get-load\\.f90:41:\[0-9\]+\r?\n" }
! { dg-output "  Conflicting local load of size 4 at 0x\[0-9a-f\]+ by rank 0, thread 0:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*nested-task-get-load\\.f90:47:\[0-9\]+\r?\n" }
! { dg-output "  Location is a local buffer of rank 0\\.\r?\n" }
! { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*nested-task-get-load\\.f90:41:\[0-9\]+ \\(MPI_Get, origin buffer write, thread \[0-9\]+\\) and \[^\r\n\]*nested-task-get-load\\.f90:47:\[0-9\]+ \\(local load, thread 0\\)\r?\n" }
