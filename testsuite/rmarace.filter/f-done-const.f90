! f-done-const.f90 -- a Get from the constant target 1, a flush of 0.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: a data race.  The Get is given the target as the constant 1,
! MPI_Win_flush_local the constant 0 (both passed by reference): the
! flush does not complete the Get, and the filter "done"
! (plugin/done-buf.cc) must keep the load of BUF after it.
! { dg-do run }
! { dg-shouldfail "data race" }
!
module f_done_const_m
  implicit none
  include 'mpif.h'
  double precision :: seen = 0
contains
  subroutine work(win, nargs)
    integer, intent(in) :: win, nargs
    double precision :: buf(8)
    integer :: ierr, j
    integer(kind=MPI_ADDRESS_KIND) :: d0
    d0 = 0
    call MPI_Win_lock_all(0, win, ierr)
    call MPI_Get(buf, 8, MPI_DOUBLE_PRECISION, 1, d0, 8, MPI_DOUBLE_PRECISION, win, ierr)  ! race
    call MPI_Win_flush_local(0, win, ierr)
    seen = seen + buf(2)  ! conflict
    call MPI_Win_flush_local(1, win, ierr)
    do j = 1, 8
      seen = seen + buf(j)
    end do
    seen = seen + buf(3)
    call MPI_Win_unlock_all(win, ierr)
    seen = seen + buf(5)
  end subroutine work
end module f_done_const_m

program f_done_const
  use f_done_const_m
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
end program f_done_const

! { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" }
! { dg-output "  MPI_Get, origin buffer write of size \[0-9\]+ at 0x\[0-9a-f\]+ by rank 0:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*f-done-const\\.f90:25:\[0-9\]+\r?\n" }
! { dg-output "  Conflicting local load of size \[0-9\]+ at 0x\[0-9a-f\]+ by rank 0:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*f-done-const\\.f90:27:\[0-9\]+\r?\n" }
