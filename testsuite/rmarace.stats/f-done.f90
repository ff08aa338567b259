! f-done.f90 -- accesses of local RMA buffers where no operation on them
! may be pending (filter "done", plugin/done-buf.cc).
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! BUF's address goes only to MPI_Get as its origin buffer.  PEER is a
! local variable whose address goes only to MPI, so a flush of PEER and
! of the dummy argument WIN completes the Get of PEER on WIN when neither
! was stored to in between.  The run tests rmarace.filter/f-done-*.f90
! check the verdicts.
!
! The loads of BUF after the flush: none instrumented.
! stats-expect: ^rmarace: stats: get_then_read: .*filtered: .*done=[1-9]
! stats-reject: ^rmarace: stats: get_then_read: loads [0-9]+/[0-9]+ stores [0-9]+/[0-9]+ filtered: none
!
! A flush of another target (PEER was stored to since the Get): the load
! of BUF before the unlock is kept.
! stats-reject: ^rmarace: stats: target_changed: loads [0-9]+/0 
!
! The target given as the constant 1 to the Get and to the flush (two
! constants gfortran passes by reference): the same target, the loads
! after the flush are not instrumented; a flush of the constant 0 keeps
! the load before the unlock.
! stats-expect: ^rmarace: stats: const_target: .*filtered: .*done=[1-9]
! stats-reject: ^rmarace: stats: other_const: loads [0-9]+/0 

module f_done_m
  implicit none
  include 'mpif.h'
contains
  subroutine get_then_read(win, s)
    integer, intent(in) :: win
    double precision, intent(inout) :: s
    double precision :: buf(16)
    integer :: ierr, j, peer
    integer(kind=MPI_ADDRESS_KIND) :: d0
    d0 = 0
    peer = 1
    call MPI_Win_lock_all(0, win, ierr)
    call MPI_Get(buf, 16, MPI_DOUBLE_PRECISION, peer, d0, 16, &
                 MPI_DOUBLE_PRECISION, win, ierr)
    call MPI_Win_flush_local(peer, win, ierr)
    do j = 1, 16
      s = s + buf(j)
    end do
    call MPI_Win_unlock_all(win, ierr)
    s = s + buf(3)
  end subroutine get_then_read

  subroutine target_changed(win, s)
    integer, intent(in) :: win
    double precision, intent(inout) :: s
    double precision :: buf(4)
    integer :: ierr, peer
    integer(kind=MPI_ADDRESS_KIND) :: d0
    d0 = 0
    peer = 1
    call MPI_Win_lock_all(0, win, ierr)
    call MPI_Get(buf, 4, MPI_DOUBLE_PRECISION, peer, d0, 4, &
                 MPI_DOUBLE_PRECISION, win, ierr)
    peer = 0
    call MPI_Win_flush(peer, win, ierr)
    s = s + buf(1)
    call MPI_Win_unlock_all(win, ierr)
    s = s + buf(2)
  end subroutine target_changed

  subroutine const_target(win, s)
    integer, intent(in) :: win
    double precision, intent(inout) :: s
    double precision :: buf(16)
    integer :: ierr, j
    integer(kind=MPI_ADDRESS_KIND) :: d0
    d0 = 0
    call MPI_Win_lock_all(0, win, ierr)
    call MPI_Get(buf, 16, MPI_DOUBLE_PRECISION, 1, d0, 16, &
                 MPI_DOUBLE_PRECISION, win, ierr)
    call MPI_Win_flush_local(1, win, ierr)
    do j = 1, 16
      s = s + buf(j)
    end do
    call MPI_Win_unlock_all(win, ierr)
  end subroutine const_target

  subroutine other_const(win, s)
    integer, intent(in) :: win
    double precision, intent(inout) :: s
    double precision :: buf(4)
    integer :: ierr
    integer(kind=MPI_ADDRESS_KIND) :: d0
    d0 = 0
    call MPI_Win_lock_all(0, win, ierr)
    call MPI_Get(buf, 4, MPI_DOUBLE_PRECISION, 1, d0, 4, &
                 MPI_DOUBLE_PRECISION, win, ierr)
    call MPI_Win_flush(0, win, ierr)
    s = s + buf(1)
    call MPI_Win_unlock_all(win, ierr)
  end subroutine other_const
end module f_done_m
