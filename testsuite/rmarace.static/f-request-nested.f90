! f-request-nested.f90 -- a request completed by a contained procedure.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.

! { dg-do compile }

subroutine f_outer (peer, sink)
  use mpi
  implicit none
  integer :: peer, sink, ierr, req
  integer, asynchronous :: buf(8)
  call MPI_Irecv (buf, 8, MPI_INTEGER, peer, 0, MPI_COMM_WORLD, req, ierr)
  call f_inner ()
  sink = buf(1) ! { dg-bogus "static" }
contains
  subroutine f_inner ()
    call MPI_Wait (req, MPI_STATUS_IGNORE, ierr)
  end subroutine f_inner
end subroutine f_outer ! { dg-bogus "static" }
