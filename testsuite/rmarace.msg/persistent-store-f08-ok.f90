! persistent-store-f08-ok.f90 -- stores to a persistent receive's buffer
! between its runs (use mpi_f08).
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: no race.  The twin of persistent-store-f08.f90, on the
! receiving side: rank 1 reads and stores BUF only while its persistent
! receive is not active.
! { dg-do run }

program persistent_store_f08_ok
  use mpi_f08
  implicit none
  integer :: rank, i, total
  ! MPI reads and writes this between the calls that name it.
  integer, asynchronous :: buf(2)
  type(MPI_Request) :: req

  call MPI_Init()
  call MPI_Comm_rank(MPI_COMM_WORLD, rank)
  buf = [1, 2]
  total = 0
  if (rank == 1) then
    call MPI_Recv_init(buf, 2, MPI_INTEGER, 0, 0, MPI_COMM_WORLD, req)
    do i = 1, 2
      call MPI_Start(req)
      call MPI_Wait(req, MPI_STATUS_IGNORE)
      total = total + buf(2)
      buf(2) = 0
    end do
    call MPI_Request_free(req)
    if (total /= 5) error stop 1
  else if (rank == 0) then
    do i = 1, 2
      call MPI_Send(buf, 2, MPI_INTEGER, 1, 0, MPI_COMM_WORLD)
      buf(2) = buf(2) + 1
    end do
  end if
  call MPI_Finalize()
end program persistent_store_f08_ok
