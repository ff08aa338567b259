! f-fetch-repeat-load-ok.f90 -- a result buffer loaded after the last
! of many flushed atomics completed.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: no race.  The twin of f-fetch-repeat-load.f90: the load of
! RES comes after the last flush.
! { dg-do run }

program f_fetch_repeat_load_ok
  use mpi_f08
  implicit none
  integer :: rank, i
  integer(kind=8) :: total = 0
  type(MPI_Win) :: win
  ! MPI reads and writes these between the calls that name them.
  integer, asynchronous :: mem(4), one = 1, res = 0
  integer(kind=MPI_ADDRESS_KIND), parameter :: d0 = 0, wsize = 16

  call MPI_Init()
  call MPI_Comm_rank(MPI_COMM_WORLD, rank)
  mem = 0
  call MPI_Win_create(mem, wsize, 4, MPI_INFO_NULL, MPI_COMM_WORLD, win)
  call MPI_Barrier(MPI_COMM_WORLD)
  call MPI_Win_lock_all(0, win)
  if (rank == 0) then
    do i = 0, 2000
      call MPI_Fetch_and_op(one, res, MPI_INTEGER, 1, d0, MPI_SUM, win)
      call MPI_Win_flush(1, win)
      if (i == 2000) total = total + res
      total = total + res
    end do
    print *, total
  end if
  call MPI_Win_unlock_all(win)
  call MPI_Win_free(win)
  call MPI_Finalize()
end program f_fetch_repeat_load_ok
