! f-expose-kernel-put-store.f90 -- a main program's scalar that goes to
! a kernel, to I/O and, through a procedure of the same file, to MPI_Put.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: a data race, at every -O level.  X is SAVE'd (it has an
! initializer); the program reads it from a string and hands it to the
! kernel TWICE, which keeps nothing: that alone would not expose it to
! MPI (the early Fortran pass leaves such a scalar alone).  But it also
! hands X to EP_PUT, a procedure of this file that starts MPI_Put from
! it, then stores to X before EP_UNLOCK completes the Put: EP_PUT may
! reach MPI, so X is exposed and the store, which nothing reads later,
! is instrumented where the program made it.
! { dg-do run }
! { dg-shouldfail "data race" }

module f_expose_kernel_put_store_m
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
end module f_expose_kernel_put_store_m

program f_expose_kernel_put_store
  use mpi
  use f_expose_kernel_put_store_m
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
    x = 7
    call ep_unlock(win)
  end if
  call MPI_Barrier(MPI_COMM_WORLD, ierr)
  if (y /= 10) print *, y
  call MPI_Win_free(win, ierr)
  call MPI_Finalize(ierr)
end program f_expose_kernel_put_store

! { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" }
! { dg-output "  MPI_Put, origin buffer read of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*f-expose-kernel-put-store\\.f90:28:\[0-9\]+\r?\n" }
! { dg-output "  Conflicting local store of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*f-expose-kernel-put-store\\.f90:63:\[0-9\]+\r?\n" }
! { dg-output "  Location is a local buffer of rank 0\\.\r?\n" }
! { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*f-expose-kernel-put-store\\.f90:28:\[0-9\]+ \\(MPI_Put, origin buffer read\\) and \[^\r\n\]*f-expose-kernel-put-store\\.f90:63:\[0-9\]+ \\(local store\\)\r?\n" }
