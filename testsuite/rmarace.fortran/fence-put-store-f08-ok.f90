! fence-put-store-f08-ok.f90 -- the store to an MPI_Put buffer after the fence.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: no race.  The twin of fence-put-store-f08.f90: the store comes
! after the closing fence, and rank 1 received the old value.
! { dg-do run }

program fence_put_store_f08_ok
  use mpi_f08
  use, intrinsic :: iso_c_binding, only: c_ptr, c_f_pointer
  implicit none
  integer :: rank, i, errors
  ! MPI reads and writes these between the calls that name them.
  integer, asynchronous :: buf(4) = [1, 2, 3, 4]
  integer, pointer, asynchronous :: mem(:)
  type(c_ptr) :: base
  type(MPI_Win) :: win
  integer(kind=MPI_ADDRESS_KIND), parameter :: d0 = 0
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
    call MPI_Put(buf, 1, MPI_INTEGER, 1, d0, 1, MPI_INTEGER, win)
  end if
  call MPI_Win_fence(0, win)
  if (rank == 0) then
    buf(1) = 7
  end if
  if (rank == 1) then
    if (mem(1) /= 1) errors = errors + 1
  end if

  call MPI_Win_free(win)
  call MPI_Finalize()
  if (errors /= 0) stop 1
end program fence_put_store_f08_ok
