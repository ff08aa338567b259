! f-range-last-get-store-ok.f90 -- a loop range ends at the last element stored.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: no report.  Rank 0 gets into BUF(N + 1), just past the last
! loop stores, then a loop of a count known only at run time stores
! BUF(1 .. N) before MPI_Win_flush.  At -O1 and above the stores are one
! range after the loop, whose end the plugin computes from the counter's
! next value minus its step: the range must end with the last element
! stored, not one before it nor one after.  The twin of this test gets
! into the other of the two elements.
! { dg-do run }

program f_range_last_get_store
  use mpi
  use, intrinsic :: iso_c_binding, only: c_ptr, c_f_pointer
  implicit none
  integer :: rank, ierr, win, i, n
  ! MPI writes BUF between the calls that name it.
  double precision, asynchronous :: buf(40)
  double precision, pointer, asynchronous :: mem(:)
  type(c_ptr) :: base
  integer(kind=MPI_ADDRESS_KIND), parameter :: d0 = 0
  integer(kind=MPI_ADDRESS_KIND), parameter :: wsize = 8

  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  call MPI_Win_allocate(wsize, 8, MPI_INFO_NULL, MPI_COMM_WORLD, base, win, ierr)
  call c_f_pointer(base, mem, [1])
  mem(1) = rank
  buf = 0
  call MPI_Barrier(MPI_COMM_WORLD, ierr)

  n = 32
  if (command_argument_count() > 99) n = 33
  if (rank == 0) then
    call MPI_Win_lock_all(0, win, ierr)
    call MPI_Get(buf(n + 1), 1, MPI_DOUBLE_PRECISION, 1, d0, 1, MPI_DOUBLE_PRECISION, win, ierr)
    do i = 1, n
      buf(i) = 2
    end do
    call MPI_Win_flush(1, win, ierr)
    call MPI_Win_unlock_all(win, ierr)
    if (sum (buf) < 0) print *, buf
  end if

  call MPI_Win_free(win, ierr)
  call MPI_Finalize(ierr)
end program f_range_last_get_store
