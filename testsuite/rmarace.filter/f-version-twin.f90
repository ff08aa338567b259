! f-version-twin.f90 -- the vectorizer's scalar loop stores into a window.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: a data race.  SHIFT stores into and loads from one dummy
! array at offsets known at run time: GCC vectorizes its loop and
! versions it for aliasing, its scalar twin running when the stored and
! the loaded elements may overlap.  The twin gets no uninstrumented copy
! of its own (loop-version.cc, scalar_twin_p) and keeps its guards.
! Rank 1's window is A; SHIFT stores A(N+1:2N) from A(2:N+1), which
! overlap, so the scalar twin runs.  Rank 0 puts into A(N+6) and enters
! a barrier before it flushes: the twin's store must be reported.
! { dg-do run }
! { dg-options "-fvect-cost-model=dynamic" }
! { dg-shouldfail "data race" }

subroutine shift(a, m, n, s)
  implicit none
  integer, intent(in) :: m, n, s
  real(kind=8), intent(inout) :: a(*)
  integer :: i
  do i = 1, n
    a(m + i) = 2 * a(1 + i * s)
  end do
end subroutine shift

program f_version_twin
  use mpi_f08
  use, intrinsic :: iso_c_binding, only: c_ptr, c_f_pointer
  implicit none
  integer, parameter :: n = 16
  integer :: rank
  real(kind=8), asynchronous :: one = 1
  real(kind=8), pointer, asynchronous :: a(:)
  type(c_ptr) :: base
  type(MPI_Win) :: win
  integer(kind=MPI_ADDRESS_KIND), parameter :: d = n + 5, wsize = 2 * n * 8

  call MPI_Init()
  call MPI_Comm_rank(MPI_COMM_WORLD, rank)
  call MPI_Win_allocate(wsize, 8, MPI_INFO_NULL, MPI_COMM_WORLD, base, win)
  call c_f_pointer(base, a, [2 * n])
  a = rank
  call MPI_Barrier(MPI_COMM_WORLD)
  call MPI_Win_lock_all(0, win)
  if (rank == 0) call MPI_Put(one, 1, MPI_REAL8, 1, d, 1, MPI_REAL8, win)
  call MPI_Barrier(MPI_COMM_WORLD)
  if (rank == 1) call shift(a, n, n, 1 + command_argument_count())
  if (rank == 0) call MPI_Win_flush(1, win)
  call MPI_Win_unlock_all(win)

  call MPI_Win_free(win)
  call MPI_Finalize()
end program f_version_twin

! { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" }
! { dg-output "  MPI_Put, remote write of size 8 at 0x\[0-9a-f\]+ by rank 0:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*f-version-twin\\.f90:47:\[0-9\]+\r?\n" }
! { dg-output "  Conflicting local store of size 8 at 0x\[0-9a-f\]+ by rank 1:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*f-version-twin\\.f90:24:\[0-9\]+\r?\n" }
! { dg-output "  Location is window 1 of rank 1, offset \\\[168, 176\\) of 256 bytes\\.\r?\n" }
