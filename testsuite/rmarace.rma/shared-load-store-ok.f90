! shared-load-store-ok.f90 -- MPI_Win_sync and a barrier order a shared-memory
! store and load.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: no race.  The twin of shared-load-store.f90: rank 1 stores
! and calls MPI_Win_sync, both enter a barrier, rank 0 calls
! MPI_Win_sync and loads.
! { dg-do run }

program shared_load_store_ok
  use mpi
  use, intrinsic :: iso_c_binding, only: c_ptr, c_f_pointer
  implicit none
  integer :: rank, ierr, i
  integer(kind=MPI_ADDRESS_KIND), parameter :: d0 = 0, wsize = 40
  integer :: win, disp_unit, x
  ! MPI reads and writes these between the calls that name them.
  integer, pointer, asynchronous :: mem(:), peer(:)
  type(c_ptr) :: base, pbase
  integer(kind=MPI_ADDRESS_KIND) :: sz

  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)

  call MPI_Win_allocate_shared(wsize, 4, MPI_INFO_NULL, MPI_COMM_WORLD, base, win, ierr)
  call MPI_Win_shared_query(win, 1, sz, disp_unit, pbase, ierr)
  call c_f_pointer(base, mem, [10])
  call c_f_pointer(pbase, peer, [10])
  do i = 1, 10
    mem(i) = 100 * rank + i - 1
  end do
  call MPI_Barrier(MPI_COMM_WORLD, ierr)

  call MPI_Win_lock_all(MPI_MODE_NOCHECK, win, ierr)
  if (rank == 1) then
    mem(1) = 7
  end if
  call MPI_Win_sync(win, ierr)
  call MPI_Barrier(MPI_COMM_WORLD, ierr)
  call MPI_Win_sync(win, ierr)
  if (rank == 0) then
    x = peer(1)
    print *, 'peer(1) =', x
  end if
  call MPI_Win_unlock_all(win, ierr)

  call MPI_Win_free(win, ierr)

  call MPI_Finalize(ierr)
end program shared_load_store_ok
