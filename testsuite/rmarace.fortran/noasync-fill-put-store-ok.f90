! noasync-fill-put-store-ok.f90 -- the filling procedure called after the
! unlock.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: no race.  As noasync-fill-put-store.f90, but WORK calls FILL
! after RW_UNLOCK, wherever the optimizers move its stores.
! { dg-do run }
! { dg-rmarace-sources helpers/rma-wrappers.f90 }

module noasync_fill_ok_m
  implicit none
  private
  public :: work
contains
  subroutine fill(b, n)
    integer :: n, b(n), i
    do i = 2, n, 3
      b(i) = 7 + i * n
    end do
  end subroutine fill

  subroutine work(win)
    integer :: win, buf(4)
    buf = 1
    call rw_lock(win)
    call rw_put(buf, 4, win)
    call rw_unlock(win)
    call fill(buf, 4)
  end subroutine work
end module noasync_fill_ok_m

program noasync_fill_put_store_ok
  use mpi
  use noasync_fill_ok_m
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
end program noasync_fill_put_store_ok
