! f-done-helper-ok.f90 -- a local buffer given to a procedure of ours that
! completes what it starts on it (mpif.h).
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: no race.  BUF goes to MPI_Get and to PUT_DONE, which packs
! into it, puts it and completes the Put with MPI_Win_flush_local of the
! same window and target before it returns (its summary,
! plugin/done-buf.cc): BUF stays a candidate of the filter "done", and
! rank 0's accesses after the flush and after the call are not checked.
! { dg-do run }
!
module f_done_helper_ok_m
  implicit none
  include 'mpif.h'
  double precision :: seen = 0
contains
  subroutine put_done(p, k, t, w)
    integer, intent(in) :: k, t, w
    double precision :: p(k)
    integer :: ierr, j
    integer(kind=MPI_ADDRESS_KIND) :: d4
    d4 = 4
    do j = 1, k
      p(j) = p(j) * 0.5d0 + j
    end do
    call MPI_Put(p, k, MPI_DOUBLE_PRECISION, t, d4, k, MPI_DOUBLE_PRECISION, w, ierr)
    call MPI_Win_flush_local(t, w, ierr)
  end subroutine put_done

  subroutine work(win, nargs)
    integer, intent(in) :: win, nargs
    double precision :: buf(4)
    integer :: ierr, j, peer
    integer(kind=MPI_ADDRESS_KIND) :: d0
    d0 = 0
    peer = 1
    call MPI_Win_lock_all(0, win, ierr)
    call MPI_Get(buf, 4, MPI_DOUBLE_PRECISION, peer, d0, 4, MPI_DOUBLE_PRECISION, win, ierr)
    call MPI_Win_flush_local(peer, win, ierr)
    seen = seen + buf(2)
    call put_done(buf, 4, peer, win)
    buf(3) = nargs
    do j = 1, 4
      seen = seen + buf(j)
    end do
    call MPI_Win_unlock_all(win, ierr)
  end subroutine work
end module f_done_helper_ok_m

program f_done_helper_ok
  use f_done_helper_ok_m
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
end program f_done_helper_ok
