! master-barrier-load-f08-ok.f90 -- an OpenMP barrier after the masked
! thread's MPI_Barrier orders another thread's load of window memory.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: no race.  The twin of master-barrier-load-f08.f90: an OpenMP
! barrier after the MPI_Barrier orders thread 1's load on rank 1 after
! rank 0's Put and flush.
! { dg-do run }

program master_barrier_load_f08_ok
  use mpi_f08
  use omp_lib
  use, intrinsic :: iso_c_binding, only: c_ptr, c_f_pointer
  implicit none
  integer :: rank, provided, i, x
  ! MPI reads and writes these between the calls that name them.
  integer, pointer, asynchronous :: mem(:)
  type(c_ptr) :: base
  type(MPI_Win) :: win
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

  call MPI_Win_lock_all(0, win)
  !$omp parallel private(x)
    !$omp masked
      if (rank == 0) then
        call MPI_Put(one, 1, MPI_INTEGER, 1, d0, 1, MPI_INTEGER, win)
        call MPI_Win_flush(1, win)
      end if
      call MPI_Barrier(MPI_COMM_WORLD)
    !$omp end masked
    !$omp barrier
    if (rank == 1 .and. omp_get_thread_num() == 1) then
      call snooze(200000)
      x = mem(1)
      print *, 'mem(1) =', x
    end if
  !$omp end parallel
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
end program master_barrier_load_f08_ok
