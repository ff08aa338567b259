! ibcast-load-f08.f90 -- a load of an MPI_Ibcast buffer before MPI_Wait
! (use mpi_f08).
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: a data race.  Rank 1 reads BUF(4) after MPI_Ibcast into BUF
! from rank 0 and before MPI_Wait.
! { dg-do run }
! { dg-shouldfail "data race" }

program ibcast_load_f08
  use mpi_f08
  implicit none
  integer :: rank, x
  ! MPI reads and writes this between the calls that name it.
  integer, asynchronous :: buf(4)
  type(MPI_Request) :: req

  call MPI_Init()
  call MPI_Comm_rank(MPI_COMM_WORLD, rank)
  buf = 0
  if (rank == 0) buf(4) = 4
  call MPI_Ibcast(buf, 4, MPI_INTEGER, 0, MPI_COMM_WORLD, req)
  if (rank == 1) x = buf(4)
  call MPI_Wait(req, MPI_STATUS_IGNORE)
  if (rank == 1) print *, 'x =', x
  call MPI_Finalize()
end program ibcast_load_f08

! { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" }
! { dg-output "  MPI_Ibcast, receive buffer write of size 4 at 0x\[0-9a-f\]+ by rank 1:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*ibcast-load-f08\\.f90:24:\[0-9\]+\r?\n" }
! { dg-output "  Conflicting local load of size 4 at 0x\[0-9a-f\]+ by rank 1:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*ibcast-load-f08\\.f90:25:\[0-9\]+\r?\n" }
! { dg-output "  Location is a local buffer of rank 1\\.\r?\n" }
! { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*ibcast-load-f08\\.f90:24:\[0-9\]+ \\(MPI_Ibcast, receive buffer write\\) and \[^\r\n\]*ibcast-load-f08\\.f90:25:\[0-9\]+ \\(local load\\)\r?\n" }
