! mpiarg.f90 -- local variables whose address only MPI calls that do not
! keep it are given (filter "mpiarg").
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Fortran passes every argument by reference, so ME, N and IERR are
! given to MPI_Comm_rank and MPI_Bcast by address; those write or read
! them before they return, so none of their accesses is instrumented,
! before optimization (no "early") or after.  A variable that is also an
! RMA origin buffer, a nonblocking call's buffer or given to a procedure
! of ours must be instrumented.  The frame that holds the variables a
! contained procedure uses is private too once that procedure is inlined
! and the variables go only to such MPI calls (frame_private).  The run tests
! rmarace.filter/f-mpiarg-*.f90 and rmarace.msg/irecv-load.f check the
! verdicts.
!
! stats-expect: ^rmarace: stats: private_rank: loads [0-9]+/0 stores [0-9]+/0 filtered: .*mpiarg=[1-9]
! stats-reject: ^rmarace: stats: private_rank: .*early=
! stats-expect: ^rmarace: stats: origin_too: loads [0-9]+/0 .*filtered: done=1 
! stats-expect: ^rmarace: stats: nonblocking: loads [0-9]+/[1-9]
! stats-expect: ^rmarace: stats: given_away: loads [0-9]+/[1-9]
! stats-expect: ^rmarace: stats: host_frame: loads [0-9]+/[1-9]
! stats-reject: ^rmarace: stats: host_frame: .*mpiarg=
! stats-expect: ^rmarace: stats: frame_private: loads [1-9]+/0 .*mpiarg=[1-9]

integer function private_rank(comm, iters)
  use mpi
  implicit none
  integer, intent(in) :: comm
  integer, value :: iters
  integer :: me, n, i, ierr, s
  n = iters
  call MPI_Comm_rank(comm, me, ierr)
  call MPI_Bcast(n, 1, MPI_INTEGER, 0, comm, ierr)
  s = 0
  do i = 1, n
    s = s + i * me
  end do
  private_rank = s
end function private_rank

! ME is also MPI_Get's origin buffer: not MPI-private (no "mpiarg"); the
! load after the flush of the Get's target (the constant 0 both times)
! is dropped by the filter "done" instead.
subroutine origin_too(comm, win, r)
  use mpi
  implicit none
  integer, intent(in) :: comm, win
  integer, intent(out) :: r
  integer :: me, ierr
  integer(kind=MPI_ADDRESS_KIND), parameter :: d0 = 0
  call MPI_Comm_rank(comm, me, ierr)
  call MPI_Get(me, 1, MPI_INTEGER, 0, d0, 1, MPI_INTEGER, win, ierr)
  call MPI_Win_flush(0, win, ierr)
  r = me
end subroutine origin_too

! N is a nonblocking receive's buffer.
subroutine nonblocking(comm, r)
  use mpi
  implicit none
  integer, intent(in) :: comm
  integer, intent(out) :: r
  integer :: n, req, ierr
  n = 0
  call MPI_Irecv(n, 1, MPI_INTEGER, 0, 0, comm, req, ierr)
  call MPI_Wait(req, MPI_STATUS_IGNORE, ierr)
  r = n
end subroutine nonblocking

! A procedure of ours gets ME: it may hand it to MPI.
subroutine given_away(comm, r)
  use mpi
  implicit none
  integer, intent(in) :: comm
  integer, intent(out) :: r
  integer :: me, ierr
  external take
  call MPI_Comm_rank(comm, me, ierr)
  call take(me)
  r = me
end subroutine given_away

! ME lives in the frame a contained procedure reaches through its static
! chain, or, once FETCH is inlined, is MPI_Get's origin: not MPI-private.
subroutine host_frame(comm, win, r)
  use mpi
  implicit none
  integer, intent(in) :: comm, win
  integer, intent(out) :: r
  integer :: me, ierr
  call MPI_Comm_rank(comm, me, ierr)
  call fetch()
  r = me
contains
  subroutine fetch()
    integer(kind=MPI_ADDRESS_KIND), parameter :: d0 = 0
    call MPI_Get(me, 1, MPI_INTEGER, 0, d0, 1, MPI_INTEGER, win, ierr)
    call MPI_Win_flush(0, win, ierr)
  end subroutine fetch
end subroutine host_frame

! ME and TOTAL live in the frame of the contained TWICE; at -O2 TWICE is
! inlined, and the frame's address goes only to MPI_Comm_rank and
! MPI_Allreduce, which keep nothing: its loads are not instrumented (R,
! a dummy argument, is).
subroutine frame_private(comm, r)
  use mpi
  implicit none
  integer, intent(in) :: comm
  integer, intent(out) :: r
  integer :: me, total, ierr
  call MPI_Comm_rank(comm, me, ierr)
  call MPI_Allreduce(me, total, 1, MPI_INTEGER, MPI_SUM, comm, ierr)
  r = twice()
contains
  integer function twice()
    twice = 2 * total + me
  end function twice
end subroutine frame_private
