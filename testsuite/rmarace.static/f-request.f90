! f-request.f90 -- buffers and requests of nonblocking messages, in Fortran.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.

! { dg-do compile }

subroutine f_isend_store (peer)
  use mpi
  implicit none
  integer :: peer, ierr, req
  integer, asynchronous :: buf(8)
  call MPI_Isend (buf, 8, MPI_INTEGER, peer, 0, MPI_COMM_WORLD, req, ierr) ! { dg-message "note: MPI_Isend from .buf. started here" }
  buf(2) = 1 ! { dg-warning "data race: MPI_Isend from .buf. is still pending when .buf. is stored to here; wait for its request with .call MPI_Wait. before this store" }
  call MPI_Wait (req, MPI_STATUS_IGNORE, ierr)
  buf(3) = 1 ! { dg-bogus "static" }
end subroutine f_isend_store

subroutine f_irecv_load (peer, sink)
  implicit none
  include 'mpif.h'
  integer :: peer, sink, ierr, req
  integer, asynchronous :: buf(8)
  call MPI_Irecv (buf, 8, MPI_INTEGER, peer, 0, MPI_COMM_WORLD, req, ierr) ! { dg-message "note: MPI_Irecv into .buf. started here" }
  sink = buf(2) ! { dg-warning "data race: MPI_Irecv into .buf. is still pending when .buf. is loaded here" }
  call MPI_Wait (req, MPI_STATUS_IGNORE, ierr)
  sink = buf(3) ! { dg-bogus "static" }
end subroutine f_irecv_load

subroutine f_test (peer, sink)
  implicit none
  include 'mpif.h'
  integer :: peer, sink, ierr, req
  logical :: flag
  integer, asynchronous :: buf(8)
  call MPI_Irecv (buf, 8, MPI_INTEGER, peer, 0, MPI_COMM_WORLD, req, ierr)
  call MPI_Test (req, flag, MPI_STATUS_IGNORE, ierr)
  sink = buf(2) ! { dg-bogus "static" }
  if (.not. flag) call MPI_Wait (req, MPI_STATUS_IGNORE, ierr)
end subroutine f_test

subroutine f_correlated (rank, peer, sink)
  use mpi
  implicit none
  integer :: rank, peer, sink, ierr, req
  integer, asynchronous :: buf(8)
  if (rank == 0) call MPI_Isend (buf, 8, MPI_INTEGER, peer, 0, MPI_COMM_WORLD, req, ierr)
  sink = 3
  if (rank == 0) call MPI_Wait (req, MPI_STATUS_IGNORE, ierr)
  buf(1) = 1 ! { dg-bogus "static" }
end subroutine f_correlated

subroutine f_passed (peer, sink)
  implicit none
  include 'mpif.h'
  integer :: peer, sink, ierr, req
  integer, asynchronous :: buf(8)
  external :: complete
  call MPI_Irecv (buf, 8, MPI_INTEGER, peer, 0, MPI_COMM_WORLD, req, ierr)
  call complete (req)
  sink = buf(1) ! { dg-bogus "static" }
end subroutine f_passed

subroutine f_persistent (peer)
  implicit none
  include 'mpif.h'
  integer :: peer, ierr, req
  integer, asynchronous :: a(4)
  call MPI_Send_init (a, 4, MPI_INTEGER, peer, 0, MPI_COMM_WORLD, req, ierr)
  call MPI_Start (req, ierr) ! { dg-message "note: MPI_Send_init from .a. started here by MPI_Start" }
  a(1) = 2 ! { dg-warning "data race: MPI_Send_init from .a. is still pending when .a. is stored to here" }
  call MPI_Start (req, ierr) ! { dg-warning "persistent request .req. is started here while still active; wait for it with .call MPI_Wait. before this call" }
  call MPI_Wait (req, MPI_STATUS_IGNORE, ierr)
  call MPI_Start (req, ierr) ! { dg-bogus "static" }
  call MPI_Wait (req, MPI_STATUS_IGNORE, ierr)
  a(1) = 3 ! { dg-bogus "static" }
  call MPI_Request_free (req, ierr)
end subroutine f_persistent

subroutine f_lost (peer)
  implicit none
  include 'mpif.h'
  integer :: peer, ierr, req
  integer, asynchronous :: a(4)
  call MPI_Irecv (a, 4, MPI_INTEGER, peer, 0, MPI_COMM_WORLD, req, ierr) ! { dg-message "note: MPI_Irecv into .a. started here" }
end subroutine f_lost ! { dg-warning "request .req. of a pending MPI_Irecv goes out of scope" }

! Without ASYNCHRONOUS the race is the same, and a note says what is
! missing.

subroutine f_not_async (peer, sink)
  implicit none
  include 'mpif.h'
  integer :: peer, sink, ierr, req
  integer :: buf(8) ! { dg-message "note: .buf. is not ASYNCHRONOUS; the buffers of nonblocking calls need it" }
  call MPI_Irecv (buf, 8, MPI_INTEGER, peer, 0, MPI_COMM_WORLD, req, ierr) ! { dg-message "note: MPI_Irecv into .buf. started here" }
  sink = buf(2) ! { dg-warning "data race: MPI_Irecv into .buf. is still pending when .buf. is loaded here" }
  call MPI_Wait (req, MPI_STATUS_IGNORE, ierr)
  sink = buf(3) ! { dg-bogus "static" }
end subroutine f_not_async
