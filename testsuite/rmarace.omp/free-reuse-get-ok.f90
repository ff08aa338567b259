! free-reuse-get-ok.f90 -- a thread gets into an allocatable array at an
! address where another thread loaded an array it has deallocated.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: no race.  The Fortran version of free-reuse-get-ok.c: on
! rank 0, thread 1 allocates OLD, loads it and deallocates it; thread 0
! sleeps, allocates NEW of the same size, which may lie where OLD did,
! and gets into it.  The load touched another object, whose life ended
! with the deallocation: it must not be checked against the reuse.
! Blocks of 1 MiB are mapped and unmapped by malloc.
! { dg-do run }
! { dg-rmarace-repeat 5 }

program free_reuse_get_ok
  use mpi
  use omp_lib
  implicit none
  integer :: rank, provided, ierr, win, i, x
  ! MPI reads and writes these between the calls that name them.
  integer, asynchronous :: buf(4) = [1, 2, 3, 4]
  integer, asynchronous :: mem(10)
  integer, asynchronous, allocatable :: old(:), new(:)
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
    !$omp parallel private(x, ierr, old, new)
      if (omp_get_thread_num() == 1) then
        allocate(old(262144))
        old(1) = 5
        x = old(1)
        print *, 'old(1) =', x
        deallocate(old)
      else if (omp_get_thread_num() == 0) then
        call snooze(200000)
        allocate(new(262144))
        call MPI_Get(new, 1, MPI_INTEGER, 1, d0, 1, MPI_INTEGER, win, ierr)
        call MPI_Win_flush(1, win, ierr)
        print *, 'new(1) =', new(1)
        deallocate(new)
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
end program free_reuse_get_ok
