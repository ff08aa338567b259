! f-expose-kernel-put-store-ok.f90 -- the store after the unlock.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: no race.  As f-expose-kernel-put-store.f90, but the store
! to X follows EP_UNLOCK, wherever the optimizers move it.
! { dg-do run }

module f_expose_kernel_put_store_ok_m
  use mpi
  implicit none
contains
  subroutine ep_put(x, win)
    integer :: x, win
    integer :: ierr
    integer(kind=MPI_ADDRESS_KIND) :: d0
    d0 = 0
    call MPI_Win_lock(MPI_LOCK_EXCLUSIVE, 1, 0, win, ierr)
    call MPI_Put(x, 1, MPI_INTEGER, 1, d0, 1, MPI_INTEGER, win, ierr)
  end subroutine ep_put

  subroutine ep_unlock(win)
    integer :: win
    integer :: ierr
    call MPI_Win_unlock(1, win, ierr)
  end subroutine ep_unlock

  ! No MPI here.
  subroutine twice(n, y)
    integer, intent(in) :: n
    integer, intent(out) :: y
    y = 2 * n
  end subroutine twice
end module f_expose_kernel_put_store_ok_m

program f_expose_kernel_put_store_ok
  use mpi
  use f_expose_kernel_put_store_ok_m
  implicit none
  integer :: x = 3, y = 0
  integer :: rank, ierr, win, mem(1)
  character(len=8) :: arg = '5'
  integer(kind=MPI_ADDRESS_KIND) :: wsize

  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  mem(1) = 0
  wsize = 4
  call MPI_Win_create(mem, wsize, 4, MPI_INFO_NULL, MPI_COMM_WORLD, win, ierr)
  read (arg, *) x
  call twice(x, y)
  if (rank == 0) then
    call ep_put(x, win)
    call ep_unlock(win)
    x = 7
  end if
  call MPI_Barrier(MPI_COMM_WORLD, ierr)
  if (y /= 10) print *, y
  call MPI_Win_free(win, ierr)
  call MPI_Finalize(ierr)
end program f_expose_kernel_put_store_ok
