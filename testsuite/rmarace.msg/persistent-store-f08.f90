! persistent-store-f08.f90 -- a store to a persistent send's buffer while
! it is active (use mpi_f08).
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: a data race.  Rank 0 starts a persistent send of BUF twice;
! after the second MPI_Start it stores to BUF before MPI_Wait.  The store
! between the first MPI_Wait and the second MPI_Start is fine.
! { dg-do run }
! { dg-shouldfail "data race" }

program persistent_store_f08
  use mpi_f08
  implicit none
  integer :: rank, i
  ! MPI reads and writes this between the calls that name it.
  integer, asynchronous :: buf(2)
  type(MPI_Request) :: req

  call MPI_Init()
  call MPI_Comm_rank(MPI_COMM_WORLD, rank)
  buf = [1, 2]
  if (rank == 0) then
    call MPI_Send_init(buf, 2, MPI_INTEGER, 1, 0, MPI_COMM_WORLD, req)
    call MPI_Start(req)
    call MPI_Wait(req, MPI_STATUS_IGNORE)
    buf(2) = 3
    call MPI_Start(req)
    buf(2) = 4
    call MPI_Wait(req, MPI_STATUS_IGNORE)
    call MPI_Request_free(req)
  else if (rank == 1) then
    do i = 1, 2
      call MPI_Recv(buf, 2, MPI_INTEGER, 0, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE)
    end do
  end if
  call MPI_Finalize()
end program persistent_store_f08

! { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" }
! { dg-output "  MPI_Start, send buffer read of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*persistent-store-f08\\.f90:29:\[0-9\]+\r?\n" }
! { dg-output "  Conflicting local store of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*persistent-store-f08\\.f90:30:\[0-9\]+\r?\n" }
! { dg-output "  Location is a local buffer of rank 0\\.\r?\n" }
! { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*persistent-store-f08\\.f90:29:\[0-9\]+ \\(MPI_Start, send buffer read\\) and \[^\r\n\]*persistent-store-f08\\.f90:30:\[0-9\]+ \\(local store\\)\r?\n" }
