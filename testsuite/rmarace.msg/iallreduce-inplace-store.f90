! iallreduce-inplace-store.f90 -- a store to an in-place MPI_Iallreduce
! buffer before MPI_Wait (use mpi).
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: a data race.  Every rank reduces BUF in place with
! MPI_Iallreduce; rank 0 stores to it before MPI_Wait.
! { dg-do run }
! { dg-shouldfail "data race" }

program iallreduce_inplace_store
  use mpi
  implicit none
  integer :: rank, ierr, req
  ! MPI reads and writes this between the calls that name it.
  integer, asynchronous :: buf(2)

  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  buf = rank
  call MPI_Iallreduce(MPI_IN_PLACE, buf, 2, MPI_INTEGER, MPI_SUM, MPI_COMM_WORLD, req, ierr)
  if (rank == 0) buf(2) = 0
  call MPI_Wait(req, MPI_STATUS_IGNORE, ierr)
  call MPI_Finalize(ierr)
end program iallreduce_inplace_store

! { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" }
! { dg-output "  MPI_Iallreduce, receive buffer write of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*iallreduce-inplace-store\\.f90:22:\[0-9\]+\r?\n" }
! { dg-output "  Conflicting local store of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*iallreduce-inplace-store\\.f90:23:\[0-9\]+\r?\n" }
! { dg-output "  Location is a local buffer of rank 0\\.\r?\n" }
! { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*iallreduce-inplace-store\\.f90:22:\[0-9\]+ \\(MPI_Iallreduce, receive buffer write\\) and \[^\r\n\]*iallreduce-inplace-store\\.f90:23:\[0-9\]+ \\(local store\\)\r?\n" }
