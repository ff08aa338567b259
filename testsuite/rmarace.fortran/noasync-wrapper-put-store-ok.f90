! noasync-wrapper-put-store-ok.f90 -- the store after the unlock.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: no race.  As noasync-wrapper-put-store.f90, but WORK stores
! to BUF(2) after RW_UNLOCK, wherever the optimizers move the store.
! { dg-do run }
! { dg-rmarace-sources helpers/rma-wrappers.f90 }

subroutine work(win)
  implicit none
  integer :: win, buf(4)
  buf = 1
  call rw_lock(win)
  call rw_put(buf, 4, win)
  call rw_unlock(win)
  buf(2) = 7
end subroutine work

program noasync_wrapper_put_store_ok
  use mpi
  implicit none
  integer :: rank, ierr, win, mem(4)
  integer(kind=MPI_ADDRESS_KIND) :: wsize

  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  mem = 0
  wsize = 16
  call MPI_Win_create(mem, wsize, 4, MPI_INFO_NULL, MPI_COMM_WORLD, win, ierr)
  if (rank == 0) call work(win)
  call MPI_Barrier(MPI_COMM_WORLD, ierr)
  call MPI_Win_free(win, ierr)
  call MPI_Finalize(ierr)
end program noasync_wrapper_put_store_ok
