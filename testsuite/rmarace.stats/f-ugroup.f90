! f-ugroup.f90 -- a run of accesses with no guard makes one call.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! The stores of a block beside a call of MPI call the runtime with no
! guard (plugin/instrument.cc, mpi_paced_block_p); those of one block
! with nothing between them but arithmetic, loads and stores make one
! call of __rmarace_group (group.cc): the stores into B(1) and B(3) make
! one group.  The run tests
! rmarace.filter/f-ugroup-helper* check the verdicts.
! stats-expect: ^rmarace: stats: pack: .* groups 1/2 ranged: .* unguarded [0-9]+\r?$

subroutine pack(b, n, count)
  use mpi_f08
  implicit none
  real(kind=8), intent(inout) :: b(*)
  integer, intent(in) :: n
  integer, intent(out) :: count
  b(1) = n
  b(3) = b(1) + 1
  count = n
  call MPI_Barrier(MPI_COMM_WORLD)
end subroutine pack
