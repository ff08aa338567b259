! collective-thread-correction-put-load.f90 -- a target that knows a
! Put's completion before it learns that another thread's collective did
! not follow it.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: a data race.  The Fortran version of
! collective-thread-correction-put-load.c, with MPI_Iallreduce: on rank
! 0, thread 0 puts to rank 1's int 0 in a lock epoch, whose unlock sends
! rank 1 the Put and its completion; thread 1, with no thread
! synchronization after the unlock, completes an MPI_Iallreduce, and rank
! 1 loads the int after its own.  The correction that says the collective
! did not follow the completion comes only with rank 0's next delivery:
! the load must wait for it.  Thread 1 sleeps first, so that the unlock
! comes before the collective in time.
! { dg-do run }
! { dg-shouldfail "data race" }
! { dg-rmarace-repeat 5 }

program collective_thread_correction_put_load
  use mpi_f08
  use omp_lib
  use, intrinsic :: iso_c_binding, only: c_ptr, c_f_pointer
  implicit none
  integer :: rank, provided, i, x, sum
  ! MPI reads and writes these between the calls that name them.
  integer, pointer, asynchronous :: mem(:)
  type(c_ptr) :: base
  type(MPI_Win) :: win
  type(MPI_Request) :: req
  integer(kind=MPI_ADDRESS_KIND), parameter :: d0 = 0, wsize = 40
  integer, asynchronous :: one = 1

  call MPI_Init_thread(MPI_THREAD_MULTIPLE, provided)
  if (provided /= MPI_THREAD_MULTIPLE) call MPI_Abort(MPI_COMM_WORLD, 1)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank)
  call MPI_Win_allocate(wsize, 4, MPI_INFO_NULL, MPI_COMM_WORLD, base, win)
  call c_f_pointer(base, mem, [10])
  do i = 1, 10
    mem(i) = 100 * rank + i - 1
  end do
  call MPI_Barrier(MPI_COMM_WORLD)

  if (rank == 0) then
    !$omp parallel private(req)
      if (omp_get_thread_num() == 0) then
        call MPI_Win_lock(MPI_LOCK_SHARED, 1, 0, win)
        call MPI_Put(one, 1, MPI_INTEGER, 1, d0, 1, MPI_INTEGER, win)
        call MPI_Win_unlock(1, win)
      else if (omp_get_thread_num() == 1) then
        call snooze(200000)
        call MPI_Iallreduce(one, sum, 1, MPI_INTEGER, MPI_SUM, MPI_COMM_WORLD, &
                            req)
        call MPI_Wait(req, MPI_STATUS_IGNORE)
      end if
    !$omp end parallel
  else
    call MPI_Iallreduce(one, sum, 1, MPI_INTEGER, MPI_SUM, MPI_COMM_WORLD, req)
    call MPI_Wait(req, MPI_STATUS_IGNORE)
    x = mem(1)
    print *, 'mem(1) =', x
  end if

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
end program collective_thread_correction_put_load

! { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" }
! { dg-output "  MPI_Put, remote write of size 4 at 0x\[0-9a-f\]+ by rank 0, thread 0:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*collective-thread-correction-put-load\\.f90:49:\[0-9\]+\r?\n" }
! { dg-output "  Conflicting local load of size 4 at 0x\[0-9a-f\]+ by rank 1, thread 0:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*collective-thread-correction-put-load\\.f90:61:\[0-9\]+\r?\n" }
! { dg-output "  Location is window \[0-9\]+ of rank 1, offset \\\[0, 4\\) of 40 bytes\\.\r?\n" }
! { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*collective-thread-correction-put-load\\.f90:49:\[0-9\]+ \\(MPI_Put, remote write from rank 0, thread 0\\) and \[^\r\n\]*collective-thread-correction-put-load\\.f90:61:\[0-9\]+ \\(local load, thread 0\\)\r?\n" }
