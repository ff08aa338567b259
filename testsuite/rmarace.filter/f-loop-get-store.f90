! f-loop-get-store.f90 -- a loop stores into an MPI_Get buffer before the flush.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: a data race.  Rank 0 gets into BUF and a loop stores to every
! element of BUF before MPI_Win_flush: the Get may still be writing it.
! { dg-do run }
! { dg-shouldfail "data race" }

program f_loop_get_store
  use mpi
  use, intrinsic :: iso_c_binding, only: c_ptr, c_f_pointer
  implicit none
  integer :: rank, ierr, win, i
  ! MPI reads and writes these between the calls that name them.
  integer, asynchronous :: buf(16)
  integer, pointer, asynchronous :: mem(:)
  type(c_ptr) :: base
  integer(kind=MPI_ADDRESS_KIND), parameter :: d0 = 0
  integer(kind=MPI_ADDRESS_KIND), parameter :: wsize = 64

  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  call MPI_Win_allocate(wsize, 4, MPI_INFO_NULL, MPI_COMM_WORLD, base, win, ierr)
  call c_f_pointer(base, mem, [16])
  do i = 1, 16
    mem(i) = 100 * rank + i
  end do
  call MPI_Barrier(MPI_COMM_WORLD, ierr)

  if (rank == 0) then
    call MPI_Win_lock_all(0, win, ierr)
    call MPI_Get(buf, 16, MPI_INTEGER, 1, d0, 16, MPI_INTEGER, win, ierr)
    do i = 1, 16
      buf(i) = i
    end do
    call MPI_Win_flush(1, win, ierr)
    call MPI_Win_unlock_all(win, ierr)
    if (sum (buf) < 0) print *, buf
  end if

  call MPI_Win_free(win, ierr)
  call MPI_Finalize(ierr)
end program f_loop_get_store

! { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" }
! { dg-output "  MPI_Get, origin buffer write of size \[0-9\]+ at 0x\[0-9a-f\]+ by rank 0:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*f-loop-get-store\\.f90:34:\[0-9\]+\r?\n" }
! { dg-output "  Conflicting local store of size \[0-9\]+ at 0x\[0-9a-f\]+ by rank 0:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*f-loop-get-store\\.f90:36:\[0-9\]+\r?\n" }
