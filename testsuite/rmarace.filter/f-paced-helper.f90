! f-paced-helper.f90 -- a store beside a call of MPI races with a Put
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: a data race.  Straight-line code that runs no more often than
! a call of MPI of its procedure (the call dominates or post-dominates
! it) calls the runtime with no inline guard (plugin/instrument.cc,
! mpi_paced_block_p), also in a procedure that may run often; the call
! must record what the guarded one would.  Rank 0 puts into rank 1's
! BUF(4) and goes through step's barriers before it flushes; rank 1
! stores into BUF(4) in step (public, called in a loop) between two of
! them.  Its stores before and after the epoch race with nothing.
! -fno-inline keeps step a procedure of its own.
! { dg-do run }
! { dg-options "-fno-inline" }
! { dg-shouldfail "data race" }

module f_paced_helper_m
  implicit none
contains
  subroutine step(b, j, st)
    use mpi_f08
    real(kind=8), intent(inout), asynchronous :: b(:)
    integer, intent(in) :: j
    logical, intent(in) :: st
    if (st) b(j) = 2
    call MPI_Barrier(MPI_COMM_WORLD)
  end subroutine step
end module f_paced_helper_m

program f_paced_helper
  use mpi_f08
  use, intrinsic :: iso_c_binding, only: c_ptr, c_f_pointer
  use f_paced_helper_m
  implicit none
  integer :: rank, i, k
  real(kind=8), asynchronous :: one = 1
  real(kind=8), pointer, asynchronous :: buf(:)
  type(c_ptr) :: base
  type(MPI_Win) :: win
  integer(kind=MPI_ADDRESS_KIND), parameter :: d3 = 3, wsize = 64

  call MPI_Init()
  call MPI_Comm_rank(MPI_COMM_WORLD, rank)
  call MPI_Win_allocate(wsize, 8, MPI_INFO_NULL, MPI_COMM_WORLD, base, win)
  call c_f_pointer(base, buf, [8])
  buf(4) = 0
  call MPI_Barrier(MPI_COMM_WORLD)
  call MPI_Win_lock_all(0, win)
  if (rank == 0) call MPI_Put(one, 1, MPI_REAL8, 1, d3, 1, MPI_REAL8, win)
  i = 4 + command_argument_count()
  do k = 1, 3
    call step(buf, i, rank == 1 .and. k == 2)
  end do
  if (rank == 0) call MPI_Win_flush(1, win)
  call MPI_Win_unlock_all(win)
  call MPI_Barrier(MPI_COMM_WORLD)
  buf(4) = buf(4) + 1

  call MPI_Win_free(win)
  call MPI_Finalize()
end program f_paced_helper

! { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" }
! { dg-output "  MPI_Put, remote write of size 8 at 0x\[0-9a-f\]+ by rank 0:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*f-paced-helper\\.f90:51:\[0-9\]+\r?\n" }
! { dg-output "  Conflicting local store of size 8 at 0x\[0-9a-f\]+ by rank 1:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*f-paced-helper\\.f90:27:\[0-9\]+\r?\n" }
