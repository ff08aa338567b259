! f-group3-put-store-ok.f90 -- the third access of a group after the flush.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: no race.  The twin of f-group3-put-store.f90: rank 1 calls
! TOUCH, whose three accesses share one __rmarace_group call, only after
! rank 0 flushed its put and both passed a barrier.
! { dg-do run }

module f_group3_ok_m
  implicit none
contains
  integer function touch(w, q, v)
    integer, intent(inout) :: w(*), q(*)
    integer, intent(in) :: v
    q(1) = v
    touch = w(2)
    w(3) = v
  end function touch
end module f_group3_ok_m

program f_group3_put_store_ok
  use mpi_f08
  use f_group3_ok_m
  use, intrinsic :: iso_c_binding, only: c_ptr, c_f_pointer
  implicit none
  integer :: rank, got
  integer, asynchronous :: one = 1
  integer :: other(2) = [0, 0]
  integer, pointer, asynchronous :: w(:)
  type(c_ptr) :: base
  type(MPI_Win) :: win
  integer(kind=MPI_ADDRESS_KIND), parameter :: d2 = 2, wsize = 32

  call MPI_Init()
  call MPI_Comm_rank(MPI_COMM_WORLD, rank)
  call MPI_Win_allocate(wsize, 4, MPI_INFO_NULL, MPI_COMM_WORLD, base, win)
  call c_f_pointer(base, w, [8])
  w = 0
  call MPI_Barrier(MPI_COMM_WORLD)
  call MPI_Win_lock_all(0, win)
  if (rank == 0) call MPI_Put(one, 1, MPI_INTEGER, 1, d2, 1, MPI_INTEGER, win)
  call MPI_Barrier(MPI_COMM_WORLD)
  got = 0
  if (rank == 0) call MPI_Win_flush(1, win)
  call MPI_Barrier(MPI_COMM_WORLD)
  if (rank == 1) got = touch(w, other, command_argument_count())
  call MPI_Win_unlock_all(win)

  call MPI_Win_free(win)
  call MPI_Finalize()
  if (got < 0 .or. other(1) < 0) stop 1
end program f_group3_put_store_ok
