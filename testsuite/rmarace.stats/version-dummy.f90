! version-dummy.f90 -- loops over dummy arrays get an uninstrumented copy.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Dummy arguments may be window memory: no filter applies to them in
! Fortran.  The loop's ranges are tested once before it instead.  The run
! tests rmarace.filter/f-version-dummy*.f90 check the verdicts.
!
! stats-expect: ^rmarace: stats: smooth: .* versioned 1 hoisted [0-9]+ unguarded [0-9]+\r?$

subroutine smooth(out, in, n)
  implicit none
  integer, intent(in) :: n
  real(kind=8), intent(inout) :: out(n)
  real(kind=8), intent(in) :: in(n)
  integer :: i
  do i = 2, n - 1
    if (in(i) >= 0) out(i) = (in(i - 1) + in(i) + in(i + 1)) / 3
  end do
end subroutine smooth
