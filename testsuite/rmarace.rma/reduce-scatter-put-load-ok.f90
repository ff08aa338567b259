! reduce-scatter-put-load-ok.f90 -- a flushed Put, then MPI_Reduce_scatter,
! then a load at the target.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: no race.  The twin of reduce-scatter-put-load.f90: rank 2
! flushes the Put before the MPI_Reduce_scatter, in which every member's
! result depends on every member's data, so it orders the Put before rank
! 0's load.
! { dg-do run }
! { dg-rmarace-np 3 }

program reduce_scatter_put_load_ok
  use mpi
  implicit none
  integer :: rank, ierr, i
  integer :: win
  ! MPI reads and writes these between the calls that name them.
  integer, asynchronous :: mem(10)
  integer(kind=MPI_ADDRESS_KIND), parameter :: d0 = 0, wsize = 40
  integer :: counts(3) = [1, 2, 1], send(4) = [1, 2, 3, 4], part(2), x
  integer, asynchronous :: buf

  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  do i = 1, 10
    mem(i) = 100 * rank + i - 1
  end do
  call MPI_Win_create(mem, wsize, 4, MPI_INFO_NULL, MPI_COMM_WORLD, win, ierr)
  call MPI_Barrier(MPI_COMM_WORLD, ierr)

  buf = 5
  call MPI_Win_lock_all(0, win, ierr)
  if (rank == 2) then
    call MPI_Put(buf, 1, MPI_INTEGER, 0, d0, 1, MPI_INTEGER, win, ierr)
    call MPI_Win_flush(0, win, ierr)
  end if
  call MPI_Reduce_scatter(send, part, counts, MPI_INTEGER, MPI_SUM, &
                          MPI_COMM_WORLD, ierr)
  if (rank == 0) then
    x = mem(1)
    print *, 'mem(1) =', x
  end if
  call MPI_Win_unlock_all(win, ierr)

  call MPI_Win_free(win, ierr)
  call MPI_Finalize(ierr)
end program reduce_scatter_put_load_ok
