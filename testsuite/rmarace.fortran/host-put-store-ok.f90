! host-put-store-ok.f90 -- the store after the unlock.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: no race.  As host-put-store.f90, but WORK stores to BUF(2)
! after MPI_Win_unlock.
! { dg-do run }

subroutine work(win)
  use mpi
  implicit none
  integer :: win, ierr, buf(4)
  integer(kind=MPI_ADDRESS_KIND) :: disp
  call fill()
  disp = 0
  call MPI_Win_lock(MPI_LOCK_SHARED, 1, 0, win, ierr)
  call MPI_Put(buf, 4, MPI_INTEGER, 1, disp, 4, MPI_INTEGER, win, ierr)
  call MPI_Win_unlock(1, win, ierr)
  buf(2) = 7
contains
  subroutine fill()
    buf = 1
  end subroutine fill
end subroutine work

program host_put_store_ok
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
end program host_put_store_ok
