! irecv-get-status.f90 -- a load of an MPI_Irecv buffer before
! MPI_Request_get_status says the receive is complete (use mpi).
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: a data race.  The twin of irecv-get-status-ok.f90 with the
! load before the polling loop.
! { dg-do run }
! { dg-shouldfail "data race" }

program irecv_get_status
  use mpi
  implicit none
  integer :: rank, ierr, req, x
  integer :: status(MPI_STATUS_SIZE)
  logical :: flag
  ! MPI writes this between the calls that name it.
  integer, asynchronous :: buf(4)

  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  buf = 0
  flag = .false.
  if (rank == 1) then
    call MPI_Irecv(buf, 4, MPI_INTEGER, 0, 0, MPI_COMM_WORLD, req, ierr)
    x = buf(2)
    do while (.not. flag)
      call MPI_Request_get_status(req, flag, status, ierr)
    end do
    call MPI_Wait(req, MPI_STATUS_IGNORE, ierr)
    print *, 'x =', x
  else if (rank == 0) then
    buf = 5
    call MPI_Send(buf, 4, MPI_INTEGER, 1, 0, MPI_COMM_WORLD, ierr)
  end if
  call MPI_Finalize(ierr)
end program irecv_get_status

! { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" }
! { dg-output "  MPI_Irecv, receive buffer write of size 4 at 0x\[0-9a-f\]+ by rank 1:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*irecv-get-status\\.f90:26:\[0-9\]+\r?\n" }
! { dg-output "  Conflicting local load of size 4 at 0x\[0-9a-f\]+ by rank 1:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*irecv-get-status\\.f90:27:\[0-9\]+\r?\n" }
! { dg-output "  Location is a local buffer of rank 1\\.\r?\n" }
! { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*irecv-get-status\\.f90:26:\[0-9\]+ \\(MPI_Irecv, receive buffer write\\) and \[^\r\n\]*irecv-get-status\\.f90:27:\[0-9\]+ \\(local load\\)\r?\n" }
