! irecv-get-status-ok.f90 -- a load of an MPI_Irecv buffer once
! MPI_Request_get_status says the receive is complete (use mpi).
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: no race.  Rank 1 polls its receive's request with
! MPI_Request_get_status and loads BUF once it is complete, before
! MPI_Wait.
! { dg-do run }

program irecv_get_status_ok
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
    do while (.not. flag)
      call MPI_Request_get_status(req, flag, status, ierr)
    end do
    x = buf(2)
    call MPI_Wait(req, MPI_STATUS_IGNORE, ierr)
    if (x /= 5) error stop 1
  else if (rank == 0) then
    buf = 5
    call MPI_Send(buf, 4, MPI_INTEGER, 1, 0, MPI_COMM_WORLD, ierr)
  end if
  call MPI_Finalize(ierr)
end program irecv_get_status_ok
