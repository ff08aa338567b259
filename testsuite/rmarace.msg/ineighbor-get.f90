! ineighbor-get.f90 -- an MPI_Get into the receive buffer of an
! MPI_Ineighbor_alltoall that has not completed.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: a data race.  On a periodic ring of two, rank 0 receives a
! block from each of its two neighbours into RES(1) and RES(2); it gets
! into RES(2) before MPI_Wait completes the collective.
! { dg-do run }
! { dg-shouldfail "data race" }

program ineighbor_get
  use mpi
  implicit none
  integer :: rank, ierr, win, cart, req
  integer(kind=MPI_ADDRESS_KIND), parameter :: d0 = 0, wsize = 4096
  integer :: dims(1) = [2]
  logical :: periods(1) = [.true.]
  ! MPI reads and writes these between the calls that name them.
  integer, asynchronous :: mem(1024), res(3), sendb(2)

  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  call MPI_Cart_create(MPI_COMM_WORLD, 1, dims, periods, .false., cart, ierr)
  mem = rank
  res = 0
  sendb = [1, 2]
  call MPI_Win_create(mem, wsize, 4, MPI_INFO_NULL, MPI_COMM_WORLD, win, ierr)
  call MPI_Win_lock_all(0, win, ierr)
  call MPI_Ineighbor_alltoall(sendb, 1, MPI_INTEGER, res, 1, MPI_INTEGER, &
                              cart, req, ierr)
  if (rank == 0) then
    call MPI_Get(res(2), 1, MPI_INTEGER, 1, d0, 1, MPI_INTEGER, win, ierr)
  end if
  call MPI_Wait(req, MPI_STATUS_IGNORE, ierr)
  call MPI_Win_unlock_all(win, ierr)
  call MPI_Win_free(win, ierr)
  call MPI_Comm_free(cart, ierr)
  call MPI_Finalize(ierr)
end program ineighbor_get

! { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" }
! { dg-output "  MPI_Ineighbor_alltoall, receive buffer write of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*ineighbor-get\\.f90:32:\[0-9\]+\r?\n" }
! { dg-output "  Conflicting MPI_Get, origin buffer write of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*ineighbor-get\\.f90:34:\[0-9\]+\r?\n" }
! { dg-output "  Location is a local buffer of rank 0\\.\r?\n" }
! { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*ineighbor-get\\.f90:32:\[0-9\]+ \\(MPI_Ineighbor_alltoall, receive buffer write\\) and \[^\r\n\]*ineighbor-get\\.f90:34:\[0-9\]+ \\(MPI_Get, origin buffer write\\)\r?\n" }
