! f-fetch-winbuf-put-ok.f90 -- the result buffer of flushed atomics in the
! caller's own window, written by its MPI_Put to itself, flushed.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: no race.  The twin of f-fetch-winbuf-put.f90: the MPI_Put
! to MEM(3) is flushed before the last MPI_Fetch_and_op into it.
! { dg-do run }

program f_fetch_winbuf_put_ok
  use mpi_f08
  implicit none
  integer :: rank, i
  integer(kind=8) :: total = 0
  type(MPI_Win) :: win
  ! MPI reads and writes these between the calls that name them.
  integer, asynchronous :: mem(4), one = 1, v = 5
  integer(kind=MPI_ADDRESS_KIND), parameter :: d0 = 0, d2 = 2, wsize = 16

  call MPI_Init()
  call MPI_Comm_rank(MPI_COMM_WORLD, rank)
  mem = 0
  call MPI_Win_create(mem, wsize, 4, MPI_INFO_NULL, MPI_COMM_WORLD, win)
  call MPI_Barrier(MPI_COMM_WORLD)
  call MPI_Win_lock_all(0, win)
  if (rank == 0) then
    do i = 1, 200
      call MPI_Fetch_and_op(one, mem(3), MPI_INTEGER, 1, d0, MPI_SUM, win)
      call MPI_Win_flush(1, win)
      total = total + mem(3)
    end do
    call MPI_Put(v, 1, MPI_INTEGER, 0, d2, 1, MPI_INTEGER, win)
    call MPI_Win_flush(0, win)
    call MPI_Fetch_and_op(one, mem(3), MPI_INTEGER, 1, d0, MPI_SUM, win)
    call MPI_Win_flush_all(win)
    print *, total
  end if
  call MPI_Win_unlock_all(win)
  call MPI_Win_free(win)
  call MPI_Finalize()
end program f_fetch_winbuf_put_ok
