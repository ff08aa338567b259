! isend-store-f08.f90 -- a store to an MPI_Isend buffer before MPI_Wait
! (use mpi_f08).
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: a data race.  Rank 0 stores to BUF(3) after MPI_Isend from
! BUF and before MPI_Wait: MPI may still be reading BUF.
! { dg-do run }
! { dg-shouldfail "data race" }

program isend_store_f08
  use mpi_f08
  implicit none
  integer :: rank
  ! MPI reads this between the calls that name it.
  integer, asynchronous :: buf(4)
  type(MPI_Request) :: req

  call MPI_Init()
  call MPI_Comm_rank(MPI_COMM_WORLD, rank)
  buf = [1, 2, 3, 4]
  if (rank == 0) then
    call MPI_Isend(buf, 4, MPI_INTEGER, 1, 0, MPI_COMM_WORLD, req)
    buf(3) = 7
    call MPI_Wait(req, MPI_STATUS_IGNORE)
  else if (rank == 1) then
    call MPI_Recv(buf, 4, MPI_INTEGER, 0, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE)
  end if
  call MPI_Finalize()
end program isend_store_f08

! { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" }
! { dg-output "  MPI_Isend, send buffer read of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*isend-store-f08\\.f90:24:\[0-9\]+\r?\n" }
! { dg-output "  Conflicting local store of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*isend-store-f08\\.f90:25:\[0-9\]+\r?\n" }
! { dg-output "  Location is a local buffer of rank 0\\.\r?\n" }
! { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*isend-store-f08\\.f90:24:\[0-9\]+ \\(MPI_Isend, send buffer read\\) and \[^\r\n\]*isend-store-f08\\.f90:25:\[0-9\]+ \\(local store\\)\r?\n" }
