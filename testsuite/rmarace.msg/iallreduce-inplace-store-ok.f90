! iallreduce-inplace-store-ok.f90 -- a store to an in-place
! MPI_Iallreduce buffer after MPI_Wait (use mpi).
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: no race.  The twin of iallreduce-inplace-store.f90: the
! store comes after MPI_Wait.
! { dg-do run }

program iallreduce_inplace_store_ok
  use mpi
  implicit none
  integer :: rank, ierr, req
  ! MPI reads and writes this between the calls that name it.
  integer, asynchronous :: buf(2)

  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  buf = rank
  call MPI_Iallreduce(MPI_IN_PLACE, buf, 2, MPI_INTEGER, MPI_SUM, MPI_COMM_WORLD, req, ierr)
  call MPI_Wait(req, MPI_STATUS_IGNORE, ierr)
  if (buf(1) /= 1) error stop 1
  if (rank == 0) buf(2) = 0
  call MPI_Finalize(ierr)
end program iallreduce_inplace_store_ok
