! f-done-helper.f90 -- a local buffer given to a procedure of ours that
! leaves its Put pending (mpif.h).
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: a data race.  PUT_DONE puts P but flushes W2, another window:
! the Put is still pending when it returns, it has no summary
! (plugin/done-buf.cc), and rank 0's store to BUF after the call stays
! instrumented.
! { dg-do run }
! { dg-shouldfail "data race" }
!
module NAME_m
  implicit none
  include 'mpif.h'
  double precision :: seen = 0
contains
  subroutine put_done(p, k, t, w, w2)
    integer, intent(in) :: k, t, w, w2
    double precision :: p(k)
    integer :: ierr, j
    integer(kind=MPI_ADDRESS_KIND) :: d4
    d4 = 4
    do j = 1, k
      p(j) = p(j) * 0.5d0 + j
    end do
    call MPI_Put(p, k, MPI_DOUBLE_PRECISION, t, d4, k, MPI_DOUBLE_PRECISION, w, ierr)  ! race
    call MPI_Win_flush_local(t, w2, ierr)
  end subroutine put_done

  subroutine work(win, win2, nargs)
    integer, intent(in) :: win, win2, nargs
    double precision :: buf(4)
    integer :: ierr, j, peer
    integer(kind=MPI_ADDRESS_KIND) :: d0
    d0 = 0
    peer = 1
    call MPI_Win_lock_all(0, win, ierr)
    call MPI_Win_lock_all(0, win2, ierr)
    call MPI_Get(buf, 4, MPI_DOUBLE_PRECISION, peer, d0, 4, MPI_DOUBLE_PRECISION, win, ierr)
    call MPI_Win_flush_local(peer, win, ierr)
    seen = seen + buf(2)
    call put_done(buf, 4, peer, win, win2)
    buf(3) = nargs  ! conflict
    do j = 1, 4
      seen = seen + buf(j)
    end do
    call MPI_Win_unlock_all(win2, ierr)
    call MPI_Win_unlock_all(win, ierr)
  end subroutine work
end module NAME_m

program NAME
  use NAME_m
  implicit none
  integer :: rank, ierr, win, win2, j
  double precision :: mem(8), mem2(8)
  integer(kind=MPI_ADDRESS_KIND) :: wsize

  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  do j = 1, 8
    mem(j) = rank + j
  end do
  wsize = 64
  call MPI_Win_create(mem, wsize, 8, MPI_INFO_NULL, MPI_COMM_WORLD, win, &
                      ierr)
  call MPI_Win_create(mem2, wsize, 8, MPI_INFO_NULL, MPI_COMM_WORLD, win2, &
                      ierr)
  call MPI_Barrier(MPI_COMM_WORLD, ierr)
  if (rank == 0) call work(win, win2, command_argument_count())
  call MPI_Barrier(MPI_COMM_WORLD, ierr)
  if (seen < 0) print *, seen
  call MPI_Win_free(win2, ierr)
  call MPI_Win_free(win, ierr)
  call MPI_Finalize(ierr)
end program NAME

! { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" }
! { dg-output "  MPI_Put, origin buffer read of size \[0-9\]+ at 0x\[0-9a-f\]+ by rank 0:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*f-done-helper\\.f90:28:\[0-9\]+\r?\n" }
! { dg-output "  Conflicting local store of size \[0-9\]+ at 0x\[0-9a-f\]+ by rank 0:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*f-done-helper\\.f90:45:\[0-9\]+\r?\n" }
