! indexed-put-store-ok.f90 -- a store between the blocks of an indexed
! datatype's Put.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: no race.  The twin of indexed-put-store.f90: rank 1 stores
! MEM(4), integer 3, in the gap between the blocks.
! { dg-do run }

program indexed_put_store_ok
  use mpi
  implicit none
  integer :: rank, ierr, i
  integer :: win
  ! MPI reads and writes these between the calls that name them.
  integer, asynchronous :: mem(10)
  integer(kind=MPI_ADDRESS_KIND), parameter :: d0 = 0, wsize = 40
  integer :: idx
  integer :: blocklens(2) = [2, 3], displs(2) = [0, 5]
  integer, asynchronous :: buf(5) = [1, 2, 3, 4, 5]
  integer :: blocks

  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  do i = 1, 10
    mem(i) = 100 * rank + i - 1
  end do
  call MPI_Win_create(mem, wsize, 4, MPI_INFO_NULL, MPI_COMM_WORLD, win, ierr)
  call MPI_Barrier(MPI_COMM_WORLD, ierr)

  idx = 4
  call MPI_Type_indexed(2, blocklens, displs, MPI_INTEGER, blocks, ierr)
  call MPI_Type_commit(blocks, ierr)

  call MPI_Win_fence(0, win, ierr)
  if (rank == 0) then
    call MPI_Put(buf, 5, MPI_INTEGER, 1, d0, 1, blocks, win, ierr)
  end if
  if (rank == 1) then
    mem(idx) = 0
  end if
  call MPI_Win_fence(0, win, ierr)

  call MPI_Type_free(blocks, ierr)

  call MPI_Win_free(win, ierr)
  call MPI_Finalize(ierr)
end program indexed_put_store_ok
