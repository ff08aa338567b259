! irecv-put-f08-ok.f90 -- MPI_Irecv into an MPI_Put's origin buffer after its flush
! (use mpi_f08).
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: no race.  The twin of irecv-put-f08.f90: rank 0 flushes the
! Put before it posts the receive into BUF.
! { dg-do run }

program irecv_put_f08_ok
  use mpi_f08
  implicit none
  integer :: rank
  ! MPI reads and writes these between the calls that name them.
  integer, asynchronous :: mem(1024), buf(2)
  integer(kind=MPI_ADDRESS_KIND), parameter :: d0 = 0, wsize = 4096
  type(MPI_Win) :: win
  type(MPI_Request) :: req

  call MPI_Init()
  call MPI_Comm_rank(MPI_COMM_WORLD, rank)
  mem = rank
  buf = [5, 6]
  call MPI_Win_create(mem, wsize, 4, MPI_INFO_NULL, MPI_COMM_WORLD, win)
  call MPI_Win_lock_all(0, win)
  if (rank == 0) then
    call MPI_Put(buf, 2, MPI_INTEGER, 1, d0, 2, MPI_INTEGER, win)
    call MPI_Win_flush(1, win)
    call MPI_Irecv(buf, 2, MPI_INTEGER, 1, 0, MPI_COMM_WORLD, req)
    call MPI_Wait(req, MPI_STATUS_IGNORE)
  else if (rank == 1) then
    call MPI_Send(buf, 2, MPI_INTEGER, 0, 0, MPI_COMM_WORLD)
  end if
  call MPI_Win_unlock_all(win)
  call MPI_Win_free(win)
  call MPI_Finalize()
end program irecv_put_f08_ok
