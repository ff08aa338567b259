! equivalence-put-load-ok.f90 -- the load after the fence.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: no race.  As equivalence-put-load.f90, but rank 0 loads
! ALIAS(2) after the closing fence.
! { dg-do run }

program equivalence_put_load_ok
  use mpi
  implicit none
  integer :: rank, ierr, win, x
  integer :: mem(10), alias(10)
  equivalence (mem, alias)
  integer(kind=MPI_ADDRESS_KIND), parameter :: d1 = 1, wsize = 40
  integer, asynchronous :: buf

  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  mem = rank
  call MPI_Win_create(mem, wsize, 4, MPI_INFO_NULL, MPI_COMM_WORLD, win, ierr)
  buf = 5
  call MPI_Win_fence(0, win, ierr)
  if (rank == 1) then
    call MPI_Put(buf, 1, MPI_INTEGER, 0, d1, 1, MPI_INTEGER, win, ierr)
  end if
  call MPI_Win_fence(0, win, ierr)
  if (rank == 0) then
    x = alias(2)
    print *, 'alias(2) =', x
  end if
  call MPI_Win_free(win, ierr)
  call MPI_Finalize(ierr)
end program equivalence_put_load_ok
