! flushall-thread-put-many-store.f90 -- one buffer put to every element
! of every target, completed by a flush another thread does not know of
! when it stores to the buffer.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: a data race.  The Fortran version of
! flushall-thread-put-many-store.c: on rank 0, thread 0 puts BUF to each
! of 10 elements of both ranks and calls MPI_Win_flush_all; thread 1
! stores to BUF with nothing ordering the store after the flush.  Thread
! 1 sleeps first only so that its store comes after the flush in time:
! the order, not the time, decides.
! { dg-do run }
! { dg-shouldfail "data race" }

program flushall_thread_put_many_store
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
      end if
      if (omp_get_thread_num() == 1) then
        call snooze(200000)
        buf = 9
      end if
    !$omp end parallel
  end if
  call MPI_Win_unlock_all(win, ierr)
  call MPI_Barrier(MPI_COMM_WORLD, ierr)

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
end program flushall_thread_put_many_store

! { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" }
! { dg-output "  MPI_Put, origin buffer read of size 4 at 0x\[0-9a-f\]+ by rank 0, thread 0:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*flushall-thread-put-many-store\\.f90:44:\[0-9\]+\r?\n" }
! { dg-output "  Conflicting local store of size 4 at 0x\[0-9a-f\]+ by rank 0, thread 1:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*flushall-thread-put-many-store\\.f90:51:\[0-9\]+\r?\n" }
! { dg-output "  Location is a local buffer of rank 0\\.\r?\n" }
! { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*flushall-thread-put-many-store\\.f90:44:\[0-9\]+ \\(MPI_Put, origin buffer read, thread 0\\) and \[^\r\n\]*flushall-thread-put-many-store\\.f90:51:\[0-9\]+ \\(local store, thread 1\\)\r?\n" }
