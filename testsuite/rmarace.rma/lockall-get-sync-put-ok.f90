! lockall-get-sync-put-ok.f90 -- MPI_Get, a flush without a site, MPI_Put.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: no race.  The twin of lockall-get-sync-put.f90 whose flush
! goes to rank 1: it completes the Get before the Put reads BUF(2:3).
! Neither the flush nor MPI_Win_sync nor MPI_Comm_size has a site marker.
! { dg-do run }

program lockall_get_sync_put_ok
  use mpi
  use, intrinsic :: iso_c_binding, only: c_ptr, c_f_pointer
  implicit none
  integer :: rank, nproc, i, ierr, win
  integer, asynchronous :: buf(4) = [1, 2, 3, 4]
  integer, pointer :: mem(:)
  type(c_ptr) :: base
  integer(kind=MPI_ADDRESS_KIND), parameter :: d0 = 0, d4 = 4
  integer(kind=MPI_ADDRESS_KIND), parameter :: wsize = 40

  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  call MPI_Win_allocate(wsize, 4, MPI_INFO_NULL, MPI_COMM_WORLD, base, &
                        win, ierr)
  call c_f_pointer(base, mem, [10])
  do i = 1, 10
    mem(i) = 100 * rank + i - 1
  end do
  call MPI_Barrier(MPI_COMM_WORLD, ierr)

  if (rank == 0) then
    call MPI_Win_lock_all(0, win, ierr)
    call MPI_Get(buf, 2, MPI_INTEGER, 1, d0, 2, MPI_INTEGER, win, ierr)
    call MPI_Win_flush_local(1, win, ierr)
    call MPI_Win_sync(win, ierr)
    call MPI_Comm_size(MPI_COMM_WORLD, nproc, ierr)
    call MPI_Put(buf(2), 2, MPI_INTEGER, 1, d4, 2, MPI_INTEGER, win, ierr)
    call MPI_Win_unlock_all(win, ierr)
  end if
  call MPI_Barrier(MPI_COMM_WORLD, ierr)

  call MPI_Win_free(win, ierr)
  call MPI_Finalize(ierr)
end program lockall_get_sync_put_ok
