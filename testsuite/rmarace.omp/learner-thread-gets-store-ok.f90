! learner-thread-gets-store-ok.f90 -- rounds of a Get, a flush and a
! barrier while one thread learns every round and another knows only
! the first ones, then stores where one of those read.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: no race.  The race-free twin of
! learner-thread-gets-store.f90: thread 2 stores to element 6, read by
! the Get of round 5, which it knows complete (round 10 released TOLD
! after it).
! { dg-do run }

program learner_thread_gets_store_ok
  use mpi
  use omp_lib
  implicit none
  integer, parameter :: rounds = 40, told_at = 10, store = 5
  integer :: rank, provided, ierr, win, i
  integer(kind=omp_lock_kind) :: told, meet
  ! MPI reads and writes these between the calls that name them.
  integer, asynchronous :: mem(64), buf(64)
  integer(kind=MPI_ADDRESS_KIND), parameter :: wsize = 256
  integer(kind=MPI_ADDRESS_KIND) :: d

  call MPI_Init_thread(MPI_THREAD_MULTIPLE, provided, ierr)
  if (provided /= MPI_THREAD_MULTIPLE) call MPI_Abort(MPI_COMM_WORLD, 1, ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  do i = 1, 64
    mem(i) = 100 * rank + i - 1
  end do
  buf = 0
  call MPI_Win_create(mem, wsize, 4, MPI_INFO_NULL, MPI_COMM_WORLD, win, ierr)
  call omp_init_lock(told)
  call omp_init_lock(meet)
  call MPI_Win_lock_all(0, win, ierr)
  if (rank == 0) then
    !$omp parallel num_threads(3) private(i, d, ierr)
      if (omp_get_thread_num() == 0) call omp_set_lock(told)
      !$omp barrier
      if (omp_get_thread_num() == 0) then
        do i = 0, rounds - 1
          d = i
          call MPI_Get(buf(i + 1), 1, MPI_INTEGER, 0, d, 1, MPI_INTEGER, win, ierr)
          call MPI_Win_flush(0, win, ierr)
          call MPI_Barrier(MPI_COMM_WORLD, ierr)
          call omp_set_lock(meet)
          call omp_unset_lock(meet)
          if (i == told_at) call omp_unset_lock(told)
        end do
      end if
      if (omp_get_thread_num() == 1) then
        do i = 1, rounds
          call omp_set_lock(meet)
          call omp_unset_lock(meet)
        end do
      end if
      if (omp_get_thread_num() == 2) then
        call omp_set_lock(told)
        call snooze(300000)
        mem(store + 1) = 7
        call omp_unset_lock(told)
      end if
    !$omp end parallel
    print *, 'buf', buf(store + 1)
  else
    do i = 1, rounds
      call MPI_Barrier(MPI_COMM_WORLD, ierr)
    end do
  end if
  call MPI_Win_unlock_all(win, ierr)
  call omp_destroy_lock(meet)
  call omp_destroy_lock(told)
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
end program learner_thread_gets_store_ok
