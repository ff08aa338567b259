! f-ugroup-helper-ok.f90 -- a run of unguarded accesses misses a Put
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: no race.  The twin of f-ugroup-helper.f90: rank 1 stores into
! BUF(5), in the run of step that makes one call of the runtime, while
! the Put into BUF(4) is pending.  -fno-inline keeps step a procedure of
! its own.
! { dg-do run }
! { dg-options "-fno-inline" }

module f_ugroup_helper_ok_m
  implicit none
  type halo
    integer :: first, count
  end type halo
contains
  subroutine step(h, b, j, st)
    use mpi_f08
    type(halo), intent(inout) :: h
    real(kind=8), intent(inout), asynchronous :: b(:)
    integer, intent(in) :: j
    logical, intent(in) :: st
    if (st) then
      h%count = h%first + j
      b(h%count) = 2
      h%first = h%first + 1
    end if
    call MPI_Barrier(MPI_COMM_WORLD)
  end subroutine step
end module f_ugroup_helper_ok_m

program f_ugroup_helper_ok
  use mpi_f08
  use, intrinsic :: iso_c_binding, only: c_ptr, c_f_pointer
  use f_ugroup_helper_ok_m
  implicit none
  integer :: rank, i, k
  real(kind=8), asynchronous :: one = 1
  real(kind=8), pointer, asynchronous :: buf(:)
  type(c_ptr) :: base
  type(MPI_Win) :: win
  type(halo) :: h
  integer(kind=MPI_ADDRESS_KIND), parameter :: d3 = 3, wsize = 64

  call MPI_Init()
  call MPI_Comm_rank(MPI_COMM_WORLD, rank)
  call MPI_Win_allocate(wsize, 8, MPI_INFO_NULL, MPI_COMM_WORLD, base, win)
  call c_f_pointer(base, buf, [8])
  buf(4) = 0
  h%first = 1
  h%count = 0
  call MPI_Barrier(MPI_COMM_WORLD)
  call MPI_Win_lock_all(0, win)
  if (rank == 0) call MPI_Put(one, 1, MPI_REAL8, 1, d3, 1, MPI_REAL8, win)
  i = 4 + command_argument_count()
  do k = 1, 3
    call step(h, buf, i, rank == 1 .and. k == 2)
  end do
  if (rank == 0) call MPI_Win_flush(1, win)
  call MPI_Win_unlock_all(win)
  call MPI_Barrier(MPI_COMM_WORLD)
  buf(4) = buf(4) + h%count

  call MPI_Win_free(win)
  call MPI_Finalize()
end program f_ugroup_helper_ok
