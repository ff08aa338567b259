! shared-own-store-load-ok.f90 -- a process stores into a neighbour's
! shared segment and loads it back.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: no race.  In a window from MPI_Win_allocate_shared, rank 1
! stores to element 4 of rank 0's segment through the pointer
! MPI_Win_shared_query gave it, then loads it, in program order: a
! process's own loads and stores do not race with each other, wherever
! the memory is.  Rank 0 reads it after the barrier that follows.
! { dg-do run }

program shared_own_store_load_ok
  use mpi
  use, intrinsic :: iso_c_binding, only: c_ptr, c_f_pointer
  implicit none
  integer :: rank, ierr
  integer(kind=MPI_ADDRESS_KIND), parameter :: wsize = 40
  integer :: win, disp_unit, x
  ! MPI reads and writes these between the calls that name them.
  integer, pointer, asynchronous :: b(:)
  type(c_ptr) :: base, pbase
  integer(kind=MPI_ADDRESS_KIND) :: sz

  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  call MPI_Win_allocate_shared(wsize, 4, MPI_INFO_NULL, MPI_COMM_WORLD, base, win, ierr)
  call MPI_Win_shared_query(win, 0, sz, disp_unit, pbase, ierr)
  call c_f_pointer(pbase, b, [10])

  call MPI_Win_lock_all(MPI_MODE_NOCHECK, win, ierr)
  if (rank == 1) then
    b(4) = 7
    x = b(4)
    print *, 'b(4) =', x
  end if
  call MPI_Win_sync(win, ierr)
  call MPI_Barrier(MPI_COMM_WORLD, ierr)
  call MPI_Win_sync(win, ierr)
  if (rank == 0) then
    x = b(4)
    print *, 'b(4) =', x
  end if
  call MPI_Win_unlock_all(win, ierr)

  call MPI_Win_free(win, ierr)
  call MPI_Finalize(ierr)
end program shared_own_store_load_ok
