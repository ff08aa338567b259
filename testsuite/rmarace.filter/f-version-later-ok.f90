! f-version-later-ok.f90 -- a versioned loop meets a window made after its first run.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: no race.  The twin of f-version-later.f90: rank 0 flushes
! its Put before the barrier, so rank 1's second run of the loop, which
! takes the instrumented form over the window, races with nothing.
! { dg-do run }
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

program f_version_later_ok
  use mpi_f08
  implicit none
  integer :: rank, n
  real(kind=8), asynchronous :: one = 1
  real(kind=8), allocatable, target, asynchronous :: out(:)
  real(kind=8), allocatable :: in(:)
  type(MPI_Win) :: win
  integer(kind=MPI_ADDRESS_KIND), parameter :: d5 = 5, wsize = 128

  call MPI_Init()
  call MPI_Comm_rank(MPI_COMM_WORLD, rank)
  n = 16 + command_argument_count()
  allocate(out(n), in(n))
  out = 0; in = rank
  call smooth(out, in, n)
  call MPI_Win_create(out, wsize, 8, MPI_INFO_NULL, MPI_COMM_WORLD, win)
  call MPI_Barrier(MPI_COMM_WORLD)
  call MPI_Win_lock_all(0, win)
  if (rank == 0) then
    call MPI_Put(one, 1, MPI_REAL8, 1, d5, 1, MPI_REAL8, win)
    call MPI_Win_flush(1, win)
  end if
  call MPI_Barrier(MPI_COMM_WORLD)
  if (rank == 1) call smooth(out, in, n)
  if (rank == 0) call MPI_Win_flush(1, win)
  call MPI_Win_unlock_all(win)

  call MPI_Win_free(win)
  call MPI_Finalize()
end program f_version_later_ok
