! shared-put-store-f08-ok.f90 -- a store into a shared window segment after the
! fence.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: no race.  The twin of shared-put-store-f08.f90: rank 0
! stores after the closing fence.
! { dg-do run }
! { dg-rmarace-np 3 }

program shared_put_store_f08_ok
  use mpi_f08
  use, intrinsic :: iso_c_binding, only: c_ptr, c_f_pointer
  implicit none
  integer :: rank, i
  ! MPI reads and writes these between the calls that name them.
  integer, pointer, asynchronous :: mem(:)
  type(c_ptr) :: base
  type(MPI_Win) :: win
  integer(kind=MPI_ADDRESS_KIND), parameter :: d0 = 0, wsize = 40
  integer :: disp_unit
  integer, asynchronous :: buf
  integer, pointer, asynchronous :: peer(:)
  type(c_ptr) :: pbase
  integer(kind=MPI_ADDRESS_KIND) :: sz

  call MPI_Init()
  call MPI_Comm_rank(MPI_COMM_WORLD, rank)
  call MPI_Win_allocate_shared(wsize, 4, MPI_INFO_NULL, MPI_COMM_WORLD, base, win)
  call c_f_pointer(base, mem, [10])
  do i = 1, 10
    mem(i) = 100 * rank + i - 1
  end do

  call MPI_Win_shared_query(win, 1, sz, disp_unit, pbase)
  call c_f_pointer(pbase, peer, [10])
  buf = rank
  call MPI_Win_fence(0, win)
  if (rank == 2) then
    call MPI_Put(buf, 1, MPI_INTEGER, 1, d0, 1, MPI_INTEGER, win)
  end if
  call MPI_Win_fence(0, win)
  if (rank == 0) then
    peer(1) = 7
  end if

  call MPI_Win_free(win)
  call MPI_Finalize()
end program shared_put_store_f08_ok
