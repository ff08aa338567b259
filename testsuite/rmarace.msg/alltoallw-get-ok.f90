! alltoallw-get-ok.f90 -- MPI_Alltoallw into a buffer around what an
! MPI_Get still writes.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: no race.  The twin of alltoallw-get.f90: rank 0 gets into
! RES(2), which MPI_Alltoallw does not write (its blocks are at byte
! displacements 0 and 8), and into RES(3) only after the flush.
! { dg-do run }

program alltoallw_get_ok
  use mpi
  implicit none
  integer :: rank, ierr, win
  integer(kind=MPI_ADDRESS_KIND), parameter :: d0 = 0, wsize = 4096
  integer :: counts(2) = [1, 1], sdispls(2) = [0, 4], rdispls(2) = [0, 8]
  integer :: types(2)
  ! MPI reads and writes these between the calls that name them.
  integer, asynchronous :: mem(1024), res(4), sendb(2)

  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  mem = rank
  res = 0
  sendb = [1, 2]
  types = MPI_INTEGER
  call MPI_Win_create(mem, wsize, 4, MPI_INFO_NULL, MPI_COMM_WORLD, win, ierr)
  call MPI_Win_lock_all(0, win, ierr)
  if (rank == 0) then
    call MPI_Get(res(2), 1, MPI_INTEGER, 1, d0, 1, MPI_INTEGER, win, ierr)
  end if
  call MPI_Alltoallw(sendb, counts, sdispls, types, res, counts, rdispls, &
                     types, MPI_COMM_WORLD, ierr)
  if (rank == 0) then
    call MPI_Win_flush(1, win, ierr)
    call MPI_Get(res(3), 1, MPI_INTEGER, 1, d0, 1, MPI_INTEGER, win, ierr)
  end if
  call MPI_Win_unlock_all(win, ierr)
  call MPI_Win_free(win, ierr)
  call MPI_Finalize(ierr)
end program alltoallw_get_ok
