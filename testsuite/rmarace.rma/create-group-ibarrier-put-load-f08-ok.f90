! create-group-ibarrier-put-load-f08-ok.f90 -- an MPI_Ibarrier on a
! communicator from MPI_Comm_create_group orders once it has completed.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: no race.  The twin of create-group-ibarrier-put-load-f08.f90:
! rank 1 loads the location after MPI_Wait completed the barrier, which
! rank 0 started after its flush.
! { dg-do run }

program create_group_ibarrier_f08_ok
  use mpi_f08
  use, intrinsic :: iso_c_binding, only: c_ptr, c_f_pointer
  implicit none
  integer :: rank, i
  ! MPI reads and writes these between the calls that name them.
  integer, pointer, asynchronous :: mem(:)
  type(c_ptr) :: base
  type(MPI_Win) :: win
  type(MPI_Request) :: req
  type(MPI_Group) :: world_group
  type(MPI_Comm) :: c
  integer(kind=MPI_ADDRESS_KIND), parameter :: d0 = 0, wsize = 40
  integer :: x
  integer, asynchronous :: buf

  call MPI_Init()
  call MPI_Comm_rank(MPI_COMM_WORLD, rank)
  call MPI_Win_allocate(wsize, 4, MPI_INFO_NULL, MPI_COMM_WORLD, base, win)
  call c_f_pointer(base, mem, [10])
  do i = 1, 10
    mem(i) = 100 * rank + i - 1
  end do
  call MPI_Barrier(MPI_COMM_WORLD)
  ! A new communicator on which no blocking collective runs: the
  ! barrier below orders only if its constructor made the runtime's
  ! record of it.
  call MPI_Comm_group(MPI_COMM_WORLD, world_group)
  call MPI_Comm_create_group(MPI_COMM_WORLD, world_group, 7, c)

  buf = 5
  call MPI_Win_lock_all(0, win)
  if (rank == 0) then
    call MPI_Put(buf, 1, MPI_INTEGER, 1, d0, 1, MPI_INTEGER, win)
    call MPI_Win_flush(1, win)
  end if
  call MPI_Ibarrier(c, req)
  call MPI_Wait(req, MPI_STATUS_IGNORE)
  if (rank == 1) then
    x = mem(1)
    print *, 'mem(1) =', x
  end if
  call MPI_Win_unlock_all(win)

  call MPI_Comm_free(c)
  call MPI_Group_free(world_group)
  call MPI_Win_free(win)
  call MPI_Finalize()
end program create_group_ibarrier_f08_ok
