! isend-recv-f08-ok.f90 -- two pending MPI_Isend of one buffer, then
! MPI_Recv into it (use mpi_f08).
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: no race.  The twin of isend-recv-f08.f90: rank 0 sends BUF
! twice at once (two reads never conflict) and receives into BUF only
! once both sends are complete.
! { dg-do run }

program isend_recv_f08_ok
  use mpi_f08
  implicit none
  integer :: rank
  ! MPI reads and writes this between the calls that name it.
  integer, asynchronous :: buf(2)
  integer :: data(2), more(2)
  type(MPI_Request) :: reqs(2)

  call MPI_Init()
  call MPI_Comm_rank(MPI_COMM_WORLD, rank)
  buf = [1, 2]
  if (rank == 0) then
    call MPI_Isend(buf, 2, MPI_INTEGER, 1, 0, MPI_COMM_WORLD, reqs(1))
    call MPI_Isend(buf, 2, MPI_INTEGER, 1, 2, MPI_COMM_WORLD, reqs(2))
    call MPI_Waitall(2, reqs, MPI_STATUSES_IGNORE)
    call MPI_Recv(buf, 2, MPI_INTEGER, 1, 1, MPI_COMM_WORLD, MPI_STATUS_IGNORE)
    if (buf(1) /= 2) error stop 1
  else if (rank == 1) then
    call MPI_Recv(data, 2, MPI_INTEGER, 0, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE)
    call MPI_Recv(more, 2, MPI_INTEGER, 0, 2, MPI_COMM_WORLD, MPI_STATUS_IGNORE)
    data(1) = data(1) + more(1)
    call MPI_Send(data, 2, MPI_INTEGER, 0, 1, MPI_COMM_WORLD)
  end if
  call MPI_Finalize()
end program isend_recv_f08_ok
