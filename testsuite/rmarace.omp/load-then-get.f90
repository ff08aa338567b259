! load-then-get.f90 -- a thread loads a buffer before, in time, another
! thread gets into it, with nothing ordering the two.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: a data race, in every run.  The Fortran version of
! load-then-get.c: on rank 0, thread 1 loads BUF(1) at once; thread 0
! sleeps, then gets rank 1's int 0 into BUF(1).  The load comes first in
! time, but no thread synchronization orders it before the Get.
! { dg-do run }
! { dg-shouldfail "data race" }
! { dg-rmarace-repeat 5 }

program load_then_get
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
        call snooze(200000)
        call MPI_Get(buf, 1, MPI_INTEGER, 1, d0, 1, MPI_INTEGER, win, ierr)
        call MPI_Win_flush(1, win, ierr)
      else if (omp_get_thread_num() == 1) then
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
end program load_then_get

! { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" }
! { dg-output "  MPI_Get, origin buffer write of size 4 at 0x\[0-9a-f\]+ by rank 0, thread 0:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*load-then-get\\.f90:39:\[0-9\]+\r?\n" }
! { dg-output "  Conflicting local load of size 4 at 0x\[0-9a-f\]+ by rank 0, thread 1:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*load-then-get\\.f90:42:\[0-9\]+\r?\n" }
! { dg-output "  Location is a local buffer of rank 0\\.\r?\n" }
! { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*load-then-get\\.f90:39:\[0-9\]+ \\(MPI_Get, origin buffer write, thread 0\\) and \[^\r\n\]*load-then-get\\.f90:42:\[0-9\]+ \\(local load, thread 1\\)\r?\n" }
