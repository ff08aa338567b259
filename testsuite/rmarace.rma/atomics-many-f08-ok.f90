! atomics-many-f08-ok.f90 -- a different operation ordered between
! thousands of atomics.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: no race.  The twin of atomics-many-f08.f90: in one lock_all
! epoch, rank 1 adds to element 1 of rank 0 5000 times with
! MPI_Fetch_and_op and MPI_SUM, flushing each, then tells rank 2, which
! updates it with MPI_MAX, flushes and tells rank 1, which adds 5000
! times more.  The MPI_MAX is ordered after the first atomics and before
! the others: keeping them as one record must not blur that.
! { dg-do run }
! { dg-rmarace-np 3 }

program atomics_many_f08_ok
  use mpi_f08
  implicit none
  integer :: rank, i
  type(MPI_Win) :: win
  ! MPI reads and writes these between the calls that name them.
  integer, asynchronous :: mem(4), one = 1, res = 0, tok = 0
  integer(kind=MPI_ADDRESS_KIND), parameter :: d0 = 0, wsize = 16

  call MPI_Init()
  call MPI_Comm_rank(MPI_COMM_WORLD, rank)
  mem = 0
  call MPI_Win_create(mem, wsize, 4, MPI_INFO_NULL, MPI_COMM_WORLD, win)
  call MPI_Barrier(MPI_COMM_WORLD)
  call MPI_Win_lock_all(0, win)
  if (rank == 1) then
    do i = 1, 5000
      call MPI_Fetch_and_op(one, res, MPI_INTEGER, 0, d0, MPI_SUM, win)
      call MPI_Win_flush(0, win)
    end do
    call MPI_Send(tok, 1, MPI_INTEGER, 2, 0, MPI_COMM_WORLD)
    call MPI_Recv(tok, 1, MPI_INTEGER, 2, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE)
    do i = 1, 5000
      call MPI_Fetch_and_op(one, res, MPI_INTEGER, 0, d0, MPI_SUM, win)
      call MPI_Win_flush(0, win)
    end do
  end if
  if (rank == 2) then
    call MPI_Recv(tok, 1, MPI_INTEGER, 1, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE)
    call MPI_Fetch_and_op(one, res, MPI_INTEGER, 0, d0, MPI_MAX, win)
    call MPI_Win_flush(0, win)
    call MPI_Send(tok, 1, MPI_INTEGER, 1, 0, MPI_COMM_WORLD)
  end if
  call MPI_Win_unlock_all(win)
  call MPI_Win_free(win)
  call MPI_Finalize()
end program atomics_many_f08_ok
