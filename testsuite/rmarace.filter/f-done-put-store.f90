! f-done-put-store.f90 -- a store to a local MPI_Put buffer (mpif.h).
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: a data race.  BUF is a local array whose address goes only to
! MPI_Put, its origin buffer (filter "done", plugin/done-buf.cc).  Rank 0
! stores to it before MPI_Win_flush_local completes the Put: that store
! must stay instrumented.
! { dg-do run }
! { dg-shouldfail "data race" }
module f_done_put_store_m
  implicit none
  include 'mpif.h'
  double precision :: seen = 0
contains
  subroutine work(win, nargs)
    integer, intent(in) :: win, nargs
    double precision :: buf(8)
    integer :: ierr, j, peer
    integer(kind=MPI_ADDRESS_KIND) :: d0
    d0 = 0
    peer = 1
    do j = 1, 8
      buf(j) = j
    end do
    call MPI_Win_lock(MPI_LOCK_SHARED, peer, 0, win, ierr)
    call MPI_Put(buf, 8, MPI_DOUBLE_PRECISION, peer, d0, 8, MPI_DOUBLE_PRECISION, win, ierr)  ! race
    buf(2) = nargs  ! conflict
    call MPI_Win_flush_local(peer, win, ierr)
    call MPI_Win_unlock(peer, win, ierr)
    do j = 1, 8
      seen = seen + buf(j)
    end do
  end subroutine work
end module f_done_put_store_m

program f_done_put_store
  use f_done_put_store_m
  implicit none
  integer :: rank, ierr, win, j
  double precision :: mem(8)
  integer(kind=MPI_ADDRESS_KIND) :: wsize

  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  do j = 1, 8
    mem(j) = rank + j
  end do
  wsize = 64
  call MPI_Win_create(mem, wsize, 8, MPI_INFO_NULL, MPI_COMM_WORLD, win, &
                      ierr)
  call MPI_Barrier(MPI_COMM_WORLD, ierr)
  if (rank == 0) call work(win, command_argument_count())
  call MPI_Barrier(MPI_COMM_WORLD, ierr)
  if (seen < 0) print *, seen
  call MPI_Win_free(win, ierr)
  call MPI_Finalize(ierr)
end program f_done_put_store

! { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" }
! { dg-output "  MPI_Put, origin buffer read of size \[0-9\]+ at 0x\[0-9a-f\]+ by rank 0:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*f-done-put-store\\.f90:28:\[0-9\]+\r?\n" }
! { dg-output "  Conflicting local store of size \[0-9\]+ at 0x\[0-9a-f\]+ by rank 0:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*f-done-put-store\\.f90:29:\[0-9\]+\r?\n" }
