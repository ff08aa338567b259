! f-rare.f90 -- accesses in code that runs rarely call the runtime unguarded.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! The main program's straight-line code runs once: its stores into the
! window are calls with no inline test (plugin/instrument.cc,
! mark_rare_accesses).  An external subroutine may run often: its store
! keeps its guard.  The run tests rmarace.filter/f-rare-* check the
! verdicts.
! stats-expect: ^rmarace: stats: main: .* unguarded [1-9][0-9]*\r?$
! stats-expect: ^rmarace: stats: often: .* stores 1/1 .* unguarded 0\r?$

subroutine often(b, j)
  implicit none
  real(kind=8), intent(inout) :: b(*)
  integer, intent(in) :: j
  b(j) = 2
end subroutine often

program f_rare
  use mpi_f08
  use, intrinsic :: iso_c_binding, only: c_ptr, c_f_pointer
  implicit none
  real(kind=8), pointer, asynchronous :: buf(:)
  type(c_ptr) :: base
  type(MPI_Win) :: win
  integer(kind=MPI_ADDRESS_KIND), parameter :: wsize = 64

  call MPI_Init()
  call MPI_Win_allocate(wsize, 8, MPI_INFO_NULL, MPI_COMM_WORLD, base, win)
  call c_f_pointer(base, buf, [8])
  buf(4) = 0
  call MPI_Win_fence(0, win)
  call often(buf, 3)
  buf(4) = buf(4) + 1
  call MPI_Win_fence(0, win)
  call MPI_Win_free(win)
  call MPI_Finalize()
end program f_rare
