! lockall-put-store-ok.f90 -- a store to an MPI_Put buffer after a flush.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: no race.  The twin of lockall-put-store.f90: MPI_Win_flush
! completes the Put before the store, so rank 1 gets the old value.
! { dg-do run }

program lockall_put_store_ok
  use mpi
  use, intrinsic :: iso_c_binding, only: c_ptr, c_f_pointer
  implicit none
  integer :: rank, ierr, win, i, errors
  ! MPI reads and writes these between the calls that name them.
  integer, asynchronous :: buf(4) = [1, 2, 3, 4]
  integer, pointer, asynchronous :: mem(:)
  type(c_ptr) :: base
  integer(kind=MPI_ADDRESS_KIND), parameter :: d0 = 0
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

  if (rank == 0) then
    call MPI_Win_lock_all(0, win, ierr)
    call MPI_Put(buf, 1, MPI_INTEGER, 1, d0, 1, MPI_INTEGER, win, ierr)
    call MPI_Win_flush(1, win, ierr)
    buf(1) = 7
    call MPI_Win_unlock_all(win, ierr)
  end if
  call MPI_Barrier(MPI_COMM_WORLD, ierr)
  if (rank == 1) then
    if (mem(1) /= 1) errors = errors + 1
  end if

  call MPI_Win_free(win, ierr)
  call MPI_Finalize(ierr)
  if (errors /= 0) stop 1
end program lockall_put_store_ok
