! alltoallw-put-load-ok.f90 -- a flushed Put, then MPI_Alltoallw, then a load
! at the target.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: no race.  Rank 2 completes its Put to rank 0 with MPI_Win_flush
! before MPI_Alltoallw, in which every member's result depends on every
! member's data, so the Put is ordered before rank 0's load after it.
! { dg-do run }
! { dg-rmarace-np 3 }

program alltoallw_put_load_ok
  use mpi
  implicit none
  integer :: rank, ierr, i, x
  integer :: win
  integer(kind=MPI_ADDRESS_KIND), parameter :: d0 = 0, wsize = 40
  ! MPI reads and writes these between the calls that name them.
  integer, asynchronous :: mem(10), buf
  integer, asynchronous :: sendb(3), recvb(3)
  integer :: counts(3), displs(3), types(3)

  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  sendb = [1, 2, 3]
  counts = 1
  displs = [8, 4, 0]
  types = MPI_INTEGER
  do i = 1, 10
    mem(i) = 100 * rank + i - 1
  end do
  call MPI_Win_create(mem, wsize, 4, MPI_INFO_NULL, MPI_COMM_WORLD, win, ierr)
  call MPI_Barrier(MPI_COMM_WORLD, ierr)

  buf = 1
  call MPI_Win_lock_all(0, win, ierr)
  if (rank == 2) then
    call MPI_Put(buf, 1, MPI_INTEGER, 0, d0, 1, MPI_INTEGER, win, ierr)
    call MPI_Win_flush(0, win, ierr)
  end if
  call MPI_Alltoallw(sendb, counts, displs, types, recvb, counts, displs, &
                     types, MPI_COMM_WORLD, ierr)
  if (rank == 0) then
    x = mem(1)
    print *, 'mem(1) =', x
  end if
  call MPI_Win_unlock_all(win, ierr)
  call MPI_Win_free(win, ierr)
  call MPI_Finalize(ierr)
end program alltoallw_put_load_ok
