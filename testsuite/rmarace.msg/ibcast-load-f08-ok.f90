! ibcast-load-f08-ok.f90 -- a load of an MPI_Ibcast buffer after MPI_Wait
! (use mpi_f08).
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: no race.  The twin of ibcast-load-f08.f90: rank 1 reads
! BUF(4) only after MPI_Wait.
! { dg-do run }

program ibcast_load_f08_ok
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
  call MPI_Wait(req, MPI_STATUS_IGNORE)
  x = buf(4)
  if (x /= 4) error stop 1
  call MPI_Finalize()
end program ibcast_load_f08_ok
