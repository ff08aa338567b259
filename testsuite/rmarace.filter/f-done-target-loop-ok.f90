! f-done-target-loop-ok.f90 -- a Get whose target changes in a loop.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: no race.  As f-done-target-loop.f90, but MPI_Win_flush_all
! completes the Get of the previous iteration, whatever its target.
! { dg-do run }
!
module f_done_target_loop_ok_m
  implicit none
  include 'mpif.h'
  double precision :: seen = 0
contains
  subroutine work(win, nargs)
    integer, intent(in) :: win, nargs
    double precision :: buf(8)
    integer :: ierr, j, peer, i, t, size
    integer(kind=MPI_ADDRESS_KIND) :: d0
    d0 = 0
    peer = 1
    call MPI_Comm_size(MPI_COMM_WORLD, size, ierr)
    buf = 0
    call MPI_Win_lock_all(0, win, ierr)
    do i = 0, size - 1
      t = mod(1 + i, size)
      call MPI_Win_flush_all(win, ierr)
      seen = seen + buf(mod(i, 8) + 1)  ! conflict
      call MPI_Get(buf, 8, MPI_DOUBLE_PRECISION, t, d0, 8, MPI_DOUBLE_PRECISION, win, ierr)  ! race
    end do
    call MPI_Win_unlock_all(win, ierr)
    seen = seen + buf(1)
  end subroutine work
end module f_done_target_loop_ok_m

program f_done_target_loop_ok
  use f_done_target_loop_ok_m
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
end program f_done_target_loop_ok
