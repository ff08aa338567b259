! isend-recv-f08.f90 -- MPI_Recv into the buffer of a pending MPI_Isend
! (use mpi_f08).
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: a data race.  Rank 0 sends BUF with MPI_Isend and, before
! waiting for it, receives into BUF.
! { dg-do run }
! { dg-shouldfail "data race" }

program isend_recv_f08
  use mpi_f08
  implicit none
  integer :: rank
  ! MPI reads and writes this between the calls that name it.
  integer, asynchronous :: buf(2)
  integer :: data(2)
  type(MPI_Request) :: req

  call MPI_Init()
  call MPI_Comm_rank(MPI_COMM_WORLD, rank)
  buf = [1, 2]
  if (rank == 0) then
    call MPI_Isend(buf, 2, MPI_INTEGER, 1, 0, MPI_COMM_WORLD, req)
    call MPI_Recv(buf, 2, MPI_INTEGER, 1, 1, MPI_COMM_WORLD, MPI_STATUS_IGNORE)
    call MPI_Wait(req, MPI_STATUS_IGNORE)
  else if (rank == 1) then
    call MPI_Recv(data, 2, MPI_INTEGER, 0, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE)
    call MPI_Send(data, 2, MPI_INTEGER, 0, 1, MPI_COMM_WORLD)
  end if
  call MPI_Finalize()
end program isend_recv_f08

! { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" }
! { dg-output "  MPI_Isend, send buffer read of size 8 at 0x\[0-9a-f\]+ by rank 0:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*isend-recv-f08\\.f90:25:\[0-9\]+\r?\n" }
! { dg-output "  Conflicting MPI_Recv, receive buffer write of size 8 at 0x\[0-9a-f\]+ by rank 0:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*isend-recv-f08\\.f90:26:\[0-9\]+\r?\n" }
! { dg-output "  Location is a local buffer of rank 0\\.\r?\n" }
! { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*isend-recv-f08\\.f90:25:\[0-9\]+ \\(MPI_Isend, send buffer read\\) and \[^\r\n\]*isend-recv-f08\\.f90:26:\[0-9\]+ \\(MPI_Recv, receive buffer write\\)\r?\n" }
