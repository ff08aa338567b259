! f-epilogue.f90 -- the scalar epilogue of a vector loop shares one branch.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! GCC vectorizes the inner loops below (OpenMP simd loops: vectorized
! whatever the cost model says) two doubles at a time and unrolls their
! scalar epilogue into the outer loop.  The vector loop gets loop
! ranges; the epilogue's accesses keep their guards, in one group, in
! the main program's setup nest as in an external subroutine (see
! rmarace.stats/epilogue.c).  The run tests rmarace.filter/f-epilogue*
! check the verdicts.
! stats-expect: ^rmarace: stats: rows: .* groups [1-9]/[0-9]+ ranged: loads 1 stores 1 in 2 ranges, 1 loops .* unguarded 0\r?$

subroutine rows(a, b, n, m)
  implicit none
  integer, intent(in) :: n, m
  real(kind=8), intent(inout) :: a(n, m)
  real(kind=8), intent(in) :: b(n, m)
  integer :: i, j
  do j = 1, m
    !$omp simd
    do i = 1, n
      a(i, j) = 2 * b(i, j)
    end do
  end do
end subroutine rows

program f_epilogue
  implicit none
  integer, parameter :: n = 19
  integer :: i, j, m
  real(kind=8), allocatable :: a(:, :), b(:, :)
  m = 3 + command_argument_count()
  allocate(a(n, m), b(n, m))
  b = 1
  do j = 1, m
    !$omp simd
    do i = 1, n
      a(i, j) = 2 * b(i, j)
    end do
  end do
  call rows(a, b, n, m)
  print *, a(1, 1)
end program f_epilogue
