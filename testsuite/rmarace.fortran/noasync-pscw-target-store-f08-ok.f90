! noasync-pscw-target-store-f08-ok.f90 -- the target stores after MPI_Win_wait.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: no race.  As noasync-pscw-target-store-f08.f90, but rank 1
! stores to MEM(1) after MPI_Win_wait.
! { dg-do run }

program noasync_pscw_target_store_f08_ok
  use mpi_f08
  implicit none
  integer :: rank, mem(4), one
  type(MPI_Win) :: win
  type(MPI_Group) :: world, peer
  integer(kind=MPI_ADDRESS_KIND), parameter :: d0 = 0
  integer(kind=MPI_ADDRESS_KIND), parameter :: wsize = 16

  call MPI_Init()
  call MPI_Comm_rank(MPI_COMM_WORLD, rank)
  mem = 0
  one = 1
  call MPI_Win_create(mem, wsize, 4, MPI_INFO_NULL, MPI_COMM_WORLD, win)
  call MPI_Comm_group(MPI_COMM_WORLD, world)
  call MPI_Group_incl(world, 1, [1 - rank], peer)
  if (rank == 0) then
    call MPI_Win_start(peer, 0, win)
    call MPI_Put(one, 1, MPI_INTEGER, 1, d0, 1, MPI_INTEGER, win)
    call MPI_Win_complete(win)
  else
    call MPI_Win_post(peer, 0, win)
    call MPI_Win_wait(win)
    mem(1) = 7
  end if
  call MPI_Group_free(peer)
  call MPI_Group_free(world)
  call MPI_Win_free(win)
  call MPI_Finalize()
end program noasync_pscw_target_store_f08_ok
