! f-fetch-reuse-store-ok.f90 -- a result buffer used by thousands of
! flushed atomics, stored to after the last one completed.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: no race.  The twin of f-fetch-reuse-store.f90: the store to
! RES comes after the last flush.  The buffer's node, idle between
! calls, orders nothing.
! { dg-do run }

program f_fetch_reuse_store_ok
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
    do i = 0, 3000
      call MPI_Fetch_and_op(one, res, MPI_INTEGER, 1, d0, MPI_SUM, win)
      call MPI_Win_flush(1, win)
      if (i == 3000) res = 5
      total = total + res
    end do
    print *, total, res
  end if
  call MPI_Win_unlock_all(win)
  call MPI_Win_free(win)
  call MPI_Finalize()
end program f_fetch_reuse_store_ok

