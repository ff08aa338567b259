! fence-one-origin-put-load-ok.f90 -- fence epochs where one rank of
! four puts, or none does, and the target loads after the fence.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: no race.  The twin of fence-one-origin-put-load.f90 where
! rank 3 loads MEM(2) only after the fence that closes rank 1's epoch.
! { dg-do run }
! { dg-rmarace-np 4 }

program fence_one_origin_put_load_ok
  use mpi
  implicit none
  integer :: rank, ierr, i, win, x, y
  ! MPI reads and writes these between the calls that name them.
  integer, asynchronous :: mem(10)
  integer(kind=MPI_ADDRESS_KIND), parameter :: d0 = 0, d1 = 1, wsize = 40
  integer, asynchronous :: buf

  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  do i = 1, 10
    mem(i) = 100 * rank + i - 1
  end do
  call MPI_Win_create(mem, wsize, 4, MPI_INFO_NULL, MPI_COMM_WORLD, win, ierr)
  buf = 5

  call MPI_Win_fence(0, win, ierr)
  if (rank == 2) then
    call MPI_Put(buf, 1, MPI_INTEGER, 3, d0, 1, MPI_INTEGER, win, ierr)
  end if
  call MPI_Win_fence(0, win, ierr)
  call MPI_Win_fence(0, win, ierr)
  if (rank == 1) then
    call MPI_Put(buf, 1, MPI_INTEGER, 3, d1, 1, MPI_INTEGER, win, ierr)
  end if
  call MPI_Win_fence(0, win, ierr)
  if (rank == 3) then
    x = mem(1)
    y = mem(2)
    print *, 'mem(1:2) =', x, y
  end if

  call MPI_Win_free(win, ierr)
  call MPI_Finalize(ierr)
end program fence_one_origin_put_load_ok
