! fence-target-put-put-f08-ok.f90 -- ranks 0 and 2 put in two epochs.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: no race.  The twin of fence-target-put-put-f08.f90: a fence
! separates the Puts, so rank 2's value is left.
! { dg-do run }
! { dg-rmarace-np 3 }

program fence_target_put_put_f08_ok
  use mpi_f08
  use, intrinsic :: iso_c_binding, only: c_ptr, c_f_pointer
  implicit none
  integer :: rank, i, errors
  ! MPI reads and writes these between the calls that name them.
  integer, pointer, asynchronous :: mem(:)
  type(c_ptr) :: base
  type(MPI_Win) :: win
  integer(kind=MPI_ADDRESS_KIND), parameter :: d2 = 2
  integer(kind=MPI_ADDRESS_KIND), parameter :: wsize = 4096  ! whole pages: MPICH

  call MPI_Init()
  call MPI_Comm_rank(MPI_COMM_WORLD, rank)
  call MPI_Win_allocate(wsize, 4, MPI_INFO_NULL, MPI_COMM_WORLD, base, win)
  call c_f_pointer(base, mem, [10])
  do i = 1, 10
    mem(i) = 100 * rank + i - 1
  end do
  call MPI_Barrier(MPI_COMM_WORLD)
  errors = 0

  call MPI_Win_fence(0, win)
  if (rank == 0) then
    call MPI_Put(rank, 1, MPI_INTEGER, 1, d2, 1, MPI_INTEGER, win)
  end if
  call MPI_Win_fence(0, win)
  if (rank == 2) then
    call MPI_Put(rank, 1, MPI_INTEGER, 1, d2, 1, MPI_INTEGER, win)
  end if
  call MPI_Win_fence(0, win)
  if (rank == 1) then
    if (mem(3) /= 2) errors = errors + 1
  end if

  call MPI_Win_free(win)
  call MPI_Finalize()
  if (errors /= 0) stop 1
end program fence_target_put_put_f08_ok
