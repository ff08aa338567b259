! isend-store-f08-ok.f90 -- a store to an MPI_Isend buffer after MPI_Wait
! (use mpi_f08).
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: no race.  The twin of isend-store-f08.f90: rank 0 stores to
! BUF(3) only once MPI_Wait has completed the send.
! { dg-do run }

program isend_store_f08_ok
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
    call MPI_Wait(req, MPI_STATUS_IGNORE)
    buf(3) = 7
  else if (rank == 1) then
    call MPI_Recv(buf, 4, MPI_INTEGER, 0, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE)
  end if
  call MPI_Finalize()
end program isend_store_f08_ok
