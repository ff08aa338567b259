! collective-thread-deferred-300-put-store-ok.f90 -- the fixed twin of
! collective-thread-deferred-300-put-store.f90: the eighth Put before
! the OpenMP barrier too.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: no race.  Rank 0's thread 0 puts to rank 1's ints 0 to 7,
! each in a lock epoch of its own, before an OpenMP barrier after which
! thread 1 calls MPI_Allreduce, then makes 300 more epochs that put to
! int 9; rank 1 stores to ints 0 to 7 after its own MPI_Allreduce.  The
! eight conflicts wait for corrections while the notifications come,
! and are all found ordered at the barrier.
! { dg-do run }
! { dg-rmarace-repeat 3 }

program collective_thread_deferred_300_put_store_ok
  use mpi_f08
  use omp_lib
  use, intrinsic :: iso_c_binding, only: c_ptr, c_f_pointer
  implicit none
  integer :: rank, provided, i, sum
  ! MPI reads and writes these between the calls that name them.
  integer, pointer, asynchronous :: mem(:)
  type(c_ptr) :: base
  type(MPI_Win) :: win
  integer(kind=MPI_ADDRESS_KIND), parameter :: wsize = 40
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
    !$omp parallel private(i)
      if (omp_get_thread_num() == 0) then
        do i = 0, 7
          call put_one(i)
        end do
      end if
      !$omp barrier
      if (omp_get_thread_num() == 0) then
        do i = 1, 300
          call put_one(9)
        end do
      else if (omp_get_thread_num() == 1) then
        call MPI_Allreduce(one, sum, 1, MPI_INTEGER, MPI_SUM, MPI_COMM_WORLD)
      end if
    !$omp end parallel
  else
    call MPI_Allreduce(one, sum, 1, MPI_INTEGER, MPI_SUM, MPI_COMM_WORLD)
    do i = 1, 8
      call store(mem, i)
    end do
  end if
  call MPI_Barrier(MPI_COMM_WORLD)
  if (rank == 1) print *, 'mem(8) =', mem(8)

  call MPI_Win_free(win)
  call MPI_Finalize()

contains

  ! Put 1 into rank 1's int I, in a lock epoch of its own.
  subroutine put_one(i)
    integer, intent(in) :: i
    integer(kind=MPI_ADDRESS_KIND) :: disp
    disp = i
    call MPI_Win_lock(MPI_LOCK_SHARED, 1, 0, win)
    call MPI_Put(one, 1, MPI_INTEGER, 1, disp, 1, MPI_INTEGER, win)
    call MPI_Win_unlock(1, win)
  end subroutine put_one

  ! One store to element I of M, not merged with its neighbours.
  subroutine store(m, i)
    integer, intent(inout), volatile :: m(:)
    integer, intent(in) :: i
    m(i) = 2
  end subroutine store
end program collective_thread_deferred_300_put_store_ok
