! f-range-down-get-store.f90 -- a loop range of a loop that counts down.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: a data race.  Rank 0 gets into BUF(1), the last element
! FILL_DOWN stores, then calls it before MPI_Win_flush.  At -O2 its
! stores are one loop range, recorded at the loop's exit without a guard
! (the runtime tests it): the loop is not versioned as well, ranges
! covering all of it.  FILL_DOWN also runs before MPI_Init and after
! MPI_Finalize, when the runtime is not active: its record must be
! dropped there.  The twin of this test gets into BUF(N + 1), one past
! the range.
! { dg-do run }
! { dg-shouldfail "data race" }

module f_range_down_fill
  implicit none
contains
  subroutine fill_down (p, n)
    integer, intent(in) :: n
    double precision, intent(inout) :: p(*)
    integer :: i
    do i = n, 1, -1
      p(i) = 0.5d0 * i
    end do
  end subroutine fill_down
end module f_range_down_fill

program f_range_down_get_store
  use mpi
  use f_range_down_fill
  use, intrinsic :: iso_c_binding, only: c_ptr, c_f_pointer
  implicit none
  integer :: rank, ierr, win, n
  ! MPI writes BUF between the calls that name it.
  double precision, asynchronous :: buf(40)
  double precision, pointer, asynchronous :: mem(:)
  type(c_ptr) :: base
  integer(kind=MPI_ADDRESS_KIND), parameter :: d0 = 0
  integer(kind=MPI_ADDRESS_KIND), parameter :: wsize = 8

  n = 32
  if (command_argument_count() > 99) n = 33
  call fill_down(buf, n)
  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  call MPI_Win_allocate(wsize, 8, MPI_INFO_NULL, MPI_COMM_WORLD, base, win, ierr)
  call c_f_pointer(base, mem, [1])
  mem(1) = rank
  call MPI_Barrier(MPI_COMM_WORLD, ierr)

  if (rank == 0) then
    call MPI_Win_lock_all(0, win, ierr)
    call MPI_Get(buf(1), 1, MPI_DOUBLE_PRECISION, 1, d0, 1, MPI_DOUBLE_PRECISION, win, ierr)
    call fill_down(buf, n)
    call MPI_Win_flush(1, win, ierr)
    call MPI_Win_unlock_all(win, ierr)
  end if

  call MPI_Win_free(win, ierr)
  call MPI_Finalize(ierr)
  call fill_down(buf, n)
  if (buf(2) < 0) print *, buf
end program f_range_down_get_store

! { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" }
! { dg-output "  MPI_Get, origin buffer write of size \[0-9\]+ at 0x\[0-9a-f\]+ by rank 0:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*f-range-down-get-store\\.f90:55:\[0-9\]+\r?\n" }
! { dg-output "  Conflicting local store of size \[0-9\]+ at 0x\[0-9a-f\]+ by rank 0:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*f-range-down-get-store\\.f90:25:\[0-9\]+\r?\n" }
