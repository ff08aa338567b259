! equivalence-put-store-ok.f90 -- the store after the unlock.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: no race.  As equivalence-put-store.f90, but rank 0 stores to
! OTHER(2) after MPI_Win_unlock.
! { dg-do run }

program equivalence_put_store_ok
  use mpi
  implicit none
  integer :: rank, ierr, win
  integer, asynchronous :: mem(4)
  integer :: src(4), other(4)
  equivalence (src, other)
  integer(kind=MPI_ADDRESS_KIND), parameter :: d0 = 0, wsize = 16

  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  mem = 0
  src = rank
  call MPI_Win_create(mem, wsize, 4, MPI_INFO_NULL, MPI_COMM_WORLD, win, ierr)
  if (rank == 0) then
    call MPI_Win_lock(MPI_LOCK_SHARED, 1, 0, win, ierr)
    call MPI_Put(src, 4, MPI_INTEGER, 1, d0, 4, MPI_INTEGER, win, ierr)
    call MPI_Win_unlock(1, win, ierr)
    other(2) = 7
  end if
  call MPI_Barrier(MPI_COMM_WORLD, ierr)
  print *, 'src(2) =', src(2)
  call MPI_Win_free(win, ierr)
  call MPI_Finalize(ierr)
end program equivalence_put_store_ok
