! group-dummy.f90 -- guards on a dummy array share one branch.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Dummy arguments may be window memory: each access of SWAP keeps a
! guard, and the four, with nothing between them that could
! synchronize, are tested together (group.cc).  A call that may reach
! MPI ends a group.  The run tests rmarace.filter/f-group-put-store*.f90
! check the verdicts.
!
! stats-expect: ^rmarace: stats: swap: .* groups 1/4 ranged:
! stats-expect: ^rmarace: stats: split: .* groups 0/0 ranged:

subroutine swap(a)
  implicit none
  integer, intent(inout) :: a(*)
  integer :: t
  t = a(1)
  a(1) = a(4)
  a(4) = t
end subroutine swap

subroutine split(a)
  implicit none
  integer, intent(inout) :: a(*)
  interface
    subroutine elsewhere(x)
      integer, intent(inout) :: x(*)
    end subroutine elsewhere
  end interface
  a(1) = 1
  call elsewhere(a)
  a(2) = 2
end subroutine split
