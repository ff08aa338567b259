! f-group-put-store-ok.f90 -- a store and a load that share one guard.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: no race.  The twin of f-group-put-store.f90: rank 0 flushes
! its Put into W(1) before the barrier, so rank 1's store after it is
! ordered after the Put; the guards of the store and the load pass
! together and the runtime hears of both.
! { dg-do run }

module f_group_m
  implicit none
contains
  integer function touch(w, v)
    integer, intent(inout) :: w(*)
    integer, intent(in) :: v
    w(1) = v
    touch = w(3)
  end function touch
end module f_group_m

program f_group_put_store_ok
  use mpi_f08
  use f_group_m
  use, intrinsic :: iso_c_binding, only: c_ptr, c_f_pointer
  implicit none
  integer :: rank, got
  integer, asynchronous :: one = 1
  integer, pointer, asynchronous :: w(:)
  type(c_ptr) :: base
  type(MPI_Win) :: win
  integer(kind=MPI_ADDRESS_KIND), parameter :: d0 = 0, wsize = 32

  call MPI_Init()
  call MPI_Comm_rank(MPI_COMM_WORLD, rank)
  call MPI_Win_allocate(wsize, 4, MPI_INFO_NULL, MPI_COMM_WORLD, base, win)
  call c_f_pointer(base, w, [8])
  w = 0
  call MPI_Barrier(MPI_COMM_WORLD)
  call MPI_Win_lock_all(0, win)
  if (rank == 0) then
    call MPI_Put(one, 1, MPI_INTEGER, 1, d0, 1, MPI_INTEGER, win)
    call MPI_Win_flush(1, win)
  end if
  call MPI_Barrier(MPI_COMM_WORLD)
  got = 0
  if (rank == 1) got = touch(w, command_argument_count())
  call MPI_Win_unlock_all(win)

  call MPI_Win_free(win)
  call MPI_Finalize()
  if (got < 0) stop 1
end program f_group_put_store_ok
