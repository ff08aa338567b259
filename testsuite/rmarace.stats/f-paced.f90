! f-paced.f90 -- accesses beside a call of MPI call the runtime unguarded.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Straight-line code that a call of MPI dominates or post-dominates runs
! no more often than MPI is called: its stores call the runtime with no
! inline test, in any procedure (plugin/instrument.cc, mpi_paced_block_p).
! A store on a path without the call keeps its guard.  The run tests
! rmarace.filter/f-paced-helper* check the verdicts.
! stats-expect: ^rmarace: stats: pack: .* stores [0-9]+/1 .* unguarded 2\r?$
! stats-expect: ^rmarace: stats: either: .* stores [0-9]+/1 .* unguarded 0\r?$

subroutine pack(b, n, count)
  use mpi_f08
  implicit none
  real(kind=8), intent(inout) :: b(*)
  integer, intent(in) :: n
  integer, intent(out) :: count
  if (n > 4) b(1) = 1
  call MPI_Barrier(MPI_COMM_WORLD)
  count = n
end subroutine pack

subroutine either(b, n)
  use mpi_f08
  implicit none
  real(kind=8), intent(inout) :: b(*)
  integer, intent(in) :: n
  if (n > 0) then
    call MPI_Barrier(MPI_COMM_WORLD)
  else
    b(1) = n
  end if
end subroutine either
