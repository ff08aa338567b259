! neighbor-put-load-ok.f90 -- a flushed Put, then MPI_Neighbor_allgather on a
! graph communicator, then a load at the target.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: no race.  In a graph of three where every rank is the neighbour
! of the others (MPI_Graph_create), rank 2 completes its Put to rank 0
! before MPI_Neighbor_allgather, whose data rank 0 receives from it, so the
! Put is ordered before rank 0's load after it.
! { dg-do run }
! { dg-rmarace-np 3 }

program neighbor_put_load_ok
  use mpi
  implicit none
  integer :: rank, ierr, i, x
  integer :: win
  integer(kind=MPI_ADDRESS_KIND), parameter :: d0 = 0, wsize = 40
  ! MPI reads and writes these between the calls that name them.
  integer, asynchronous :: mem(10), buf
  integer, asynchronous :: sendv, recvb(2)
  integer :: graph
  integer :: index(3) = [2, 4, 6], edges(6) = [1, 2, 0, 2, 0, 1]

  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  sendv = rank
  call MPI_Graph_create(MPI_COMM_WORLD, 3, index, edges, .false., graph, &
                        ierr)
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
  call MPI_Neighbor_allgather(sendv, 1, MPI_INTEGER, recvb, 1, MPI_INTEGER, &
                              graph, ierr)
  if (rank == 0) then
    x = mem(1)
    print *, 'mem(1) =', x
  end if
  call MPI_Win_unlock_all(win, ierr)
  call MPI_Win_free(win, ierr)
  call MPI_Comm_free(graph, ierr)
  call MPI_Finalize(ierr)
end program neighbor_put_load_ok
