! f-request-f08.f90 -- use mpi_f08: requests are derived types.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.

! { dg-do compile }

subroutine f08_waitall (peer, sink)
  use mpi_f08
  implicit none
  integer :: peer, sink
  type(MPI_Request) :: reqs(2)
  integer, asynchronous :: a(4), b(4)
  call MPI_Irecv (a, 4, MPI_INTEGER, peer, 0, MPI_COMM_WORLD, reqs(1))
  call MPI_Isend (b, 4, MPI_INTEGER, peer, 0, MPI_COMM_WORLD, reqs(2)) ! { dg-message "note: MPI_Isend from .b. started here" }
  b(1) = 2 ! { dg-warning "data race: MPI_Isend from .b. is still pending when .b. is stored to here; wait for its request with .call MPI_Wait. before this store" }
  call MPI_Waitall (2, reqs, MPI_STATUSES_IGNORE)
  sink = a(1) ! { dg-bogus "static" }
  b(1) = 3 ! { dg-bogus "static" }
end subroutine f08_waitall

subroutine f08_waitall_n (peer, sink, n)
  use mpi_f08
  implicit none
  integer :: peer, sink, n
  type(MPI_Request) :: reqs(2)
  integer, asynchronous :: a(4), b(4)
  call MPI_Irecv (a, 4, MPI_INTEGER, peer, 0, MPI_COMM_WORLD, reqs(1))
  call MPI_Isend (b, 4, MPI_INTEGER, peer, 0, MPI_COMM_WORLD, reqs(2))
  call MPI_Waitall (n, reqs, MPI_STATUSES_IGNORE)
  sink = a(1) ! { dg-bogus "static" }
  b(1) = 3 ! { dg-bogus "static" }
end subroutine f08_waitall_n

subroutine f08_overwritten (peer)
  use mpi_f08
  implicit none
  integer :: peer
  type(MPI_Request) :: req
  integer, asynchronous :: a(4), b(4)
  call MPI_Irecv (a, 4, MPI_INTEGER, peer, 0, MPI_COMM_WORLD, req) ! { dg-message "note: MPI_Irecv into .a. started here" }
  call MPI_Irecv (b, 4, MPI_INTEGER, peer, 0, MPI_COMM_WORLD, req) ! { dg-warning "request .req. of a pending MPI_Irecv is overwritten here; wait for it with .call MPI_Wait. before this call" }
  call MPI_Wait (req, MPI_STATUS_IGNORE)
end subroutine f08_overwritten

subroutine f08_loop (peer, n)
  use mpi_f08
  implicit none
  integer :: peer, n, i
  type(MPI_Request) :: req
  double precision, asynchronous :: a(4)
  do i = 1, n
     call MPI_Irecv (a, 4, MPI_DOUBLE_PRECISION, peer, 0, MPI_COMM_WORLD, req)
     call MPI_Wait (req, MPI_STATUS_IGNORE)
     a(1) = a(1) + 1 ! { dg-bogus "static" }
  end do
end subroutine f08_loop
