! lockall-target-put-put-ok.f90 -- rank 0 puts, flushes; a barrier; rank 2 puts.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: no race.  The twin of lockall-target-put-put.f90: rank 0's flush
! completes its Put before the barrier, and rank 2 puts after it.
! { dg-do run }
! { dg-rmarace-np 3 }

program lockall_target_put_put_ok
  use mpi
  use, intrinsic :: iso_c_binding, only: c_ptr, c_f_pointer
  implicit none
  integer :: rank, ierr, win, i, errors
  ! MPI reads and writes these between the calls that name them.
  integer, pointer, asynchronous :: mem(:)
  type(c_ptr) :: base
  integer(kind=MPI_ADDRESS_KIND), parameter :: d2 = 2
  integer(kind=MPI_ADDRESS_KIND), parameter :: wsize = 4096  ! whole pages: MPICH

  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  call MPI_Win_allocate(wsize, 4, MPI_INFO_NULL, MPI_COMM_WORLD, base, win, ierr)
  call c_f_pointer(base, mem, [10])
  do i = 1, 10
    mem(i) = 100 * rank + i - 1
  end do
  call MPI_Barrier(MPI_COMM_WORLD, ierr)
  errors = 0

  call MPI_Win_lock_all(0, win, ierr)
  if (rank == 0) then
    call MPI_Put(rank, 1, MPI_INTEGER, 1, d2, 1, MPI_INTEGER, win, ierr)
    call MPI_Win_flush(1, win, ierr)
  end if
  call MPI_Barrier(MPI_COMM_WORLD, ierr)
  if (rank == 2) then
    call MPI_Put(rank, 1, MPI_INTEGER, 1, d2, 1, MPI_INTEGER, win, ierr)
  end if
  call MPI_Win_unlock_all(win, ierr)
  call MPI_Barrier(MPI_COMM_WORLD, ierr)
  if (rank == 1) then
    if (mem(3) /= 2) errors = errors + 1
  end if

  call MPI_Win_free(win, ierr)
  call MPI_Finalize(ierr)
  if (errors /= 0) stop 1
end program lockall_target_put_put_ok
