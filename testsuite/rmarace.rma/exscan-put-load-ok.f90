! exscan-put-load-ok.f90 -- a flushed Put from rank 1 to rank 2, then
! MPI_Exscan, then a load at rank 2.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: no race.  The twin of exscan-put-load.f90 with the roles of
! ranks 1 and 2 swapped: rank 2's result depends on the data of ranks 0
! and 1, so the Exscan orders rank 1's flushed Put before rank 2's load.
! { dg-do run }
! { dg-rmarace-np 3 }

program exscan_put_load_ok
  use mpi
  implicit none
  integer :: rank, ierr, i
  integer :: win
  ! MPI reads and writes these between the calls that name them.
  integer, asynchronous :: mem(10)
  integer(kind=MPI_ADDRESS_KIND), parameter :: d0 = 0, wsize = 40
  integer :: sum = 0, x
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
  if (rank == 1) then
    call MPI_Put(buf, 1, MPI_INTEGER, 2, d0, 1, MPI_INTEGER, win, ierr)
    call MPI_Win_flush(2, win, ierr)
  end if
  call MPI_Exscan(rank, sum, 1, MPI_INTEGER, MPI_SUM, MPI_COMM_WORLD, ierr)
  if (rank == 2) then
    x = mem(1)
    print *, 'mem(1) =', x
  end if
  call MPI_Win_unlock_all(win, ierr)

  call MPI_Win_free(win, ierr)
  call MPI_Finalize(ierr)
end program exscan_put_load_ok
