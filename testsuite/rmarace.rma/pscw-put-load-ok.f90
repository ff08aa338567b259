! pscw-put-load-ok.f90 -- a target load after MPI_Win_wait.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: no race.  The twin of pscw-put-load.f90: rank 1 loads after
! MPI_Win_wait.
! { dg-do run }

program pscw_put_load_ok
  use mpi
  implicit none
  integer :: rank, ierr, i
  integer :: win
  ! MPI reads and writes these between the calls that name them.
  integer, asynchronous :: mem(10)
  integer(kind=MPI_ADDRESS_KIND), parameter :: d0 = 0, wsize = 40
  integer :: world, group, peer(1), x
  integer, asynchronous :: buf

  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  do i = 1, 10
    mem(i) = 100 * rank + i - 1
  end do
  call MPI_Win_create(mem, wsize, 4, MPI_INFO_NULL, MPI_COMM_WORLD, win, ierr)
  call MPI_Barrier(MPI_COMM_WORLD, ierr)

  buf = 5
  peer(1) = 1 - rank
  call MPI_Comm_group(MPI_COMM_WORLD, world, ierr)
  call MPI_Group_incl(world, 1, peer, group, ierr)
  if (rank == 0) then
    call MPI_Win_start(group, 0, win, ierr)
    call MPI_Put(buf, 1, MPI_INTEGER, 1, d0, 1, MPI_INTEGER, win, ierr)
    call MPI_Win_complete(win, ierr)
  else
    call MPI_Win_post(group, 0, win, ierr)
    call MPI_Win_wait(win, ierr)
    x = mem(1)
    print *, 'mem(1) =', x
  end if
  call MPI_Group_free(group, ierr)
  call MPI_Group_free(world, ierr)

  call MPI_Win_free(win, ierr)
  call MPI_Finalize(ierr)
end program pscw_put_load_ok
