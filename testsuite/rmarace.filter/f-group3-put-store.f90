! f-group3-put-store.f90 -- a race on the third access of a group.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: a data race.  In TOUCH, the store to Q(1), the load of W(2)
! and the store to W(3) follow each other with no call between them:
! the plugin tests their guards together and calls the runtime for all
! three with one __rmarace_group, whose table names two bases, Q and W
! (group.cc, instrument.cc).  Only W(3) is rank 1's window memory that
! rank 0 puts into before a barrier; the third member must be reported
! with its own line.
! { dg-do run }
! { dg-shouldfail "data race" }

module f_group3_m
  implicit none
contains
  integer function touch(w, q, v)
    integer, intent(inout) :: w(*), q(*)
    integer, intent(in) :: v
    q(1) = v
    touch = w(2)
    w(3) = v
  end function touch
end module f_group3_m

program f_group3_put_store
  use mpi_f08
  use f_group3_m
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
  if (rank == 1) got = touch(w, other, command_argument_count())
  if (rank == 0) call MPI_Win_flush(1, win)
  call MPI_Win_unlock_all(win)

  call MPI_Win_free(win)
  call MPI_Finalize()
  if (got < 0 .or. other(1) < 0) stop 1
end program f_group3_put_store

! { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" }
! { dg-output "  MPI_Put, remote write of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*f-group3-put-store\\.f90:48:\[0-9\]+\r?\n" }
! { dg-output "  Conflicting local store of size 4 at 0x\[0-9a-f\]+ by rank 1:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*f-group3-put-store\\.f90:24:\[0-9\]+\r?\n" }
! { dg-output "  Location is window 1 of rank 1, offset \\\[8, 12\\) of 32 bytes\\.\r?\n" }
