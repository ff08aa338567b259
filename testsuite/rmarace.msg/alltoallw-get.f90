! alltoallw-get.f90 -- MPI_Alltoallw into a buffer an MPI_Get still writes.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: a data race.  Rank 0 gets into RES(3), then receives the
! block of rank 1 there (byte displacement 8, one MPI_INTEGER) with
! MPI_Alltoallw, before the flush that completes the Get.
! { dg-do run }
! { dg-shouldfail "data race" }

program alltoallw_get
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
    call MPI_Get(res(3), 1, MPI_INTEGER, 1, d0, 1, MPI_INTEGER, win, ierr)
  end if
  call MPI_Alltoallw(sendb, counts, sdispls, types, res, counts, rdispls, &
                     types, MPI_COMM_WORLD, ierr)
  call MPI_Win_unlock_all(win, ierr)
  call MPI_Win_free(win, ierr)
  call MPI_Finalize(ierr)
end program alltoallw_get

! { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" }
! { dg-output "  MPI_Get, origin buffer write of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*alltoallw-get\\.f90:31:\[0-9\]+\r?\n" }
! { dg-output "  Conflicting MPI_Alltoallw, receive buffer write of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*alltoallw-get\\.f90:34:\[0-9\]+\r?\n" }
! { dg-output "  Location is a local buffer of rank 0\\.\r?\n" }
! { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*alltoallw-get\\.f90:31:\[0-9\]+ \\(MPI_Get, origin buffer write\\) and \[^\r\n\]*alltoallw-get\\.f90:34:\[0-9\]+ \\(MPI_Alltoallw, receive buffer write\\)\r?\n" }
