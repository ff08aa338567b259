! f-rare-main.f90 -- a store in code that runs once races with a Put
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: a data race.  Code that runs once (the main program's
! straight-line code, a helper it calls once) calls the runtime with no
! inline guard (plugin/instrument.cc, mark_rare_accesses); the call must
! record what the guarded one would.  Rank 0 puts into rank 1's BUF(4) and
! enters a barrier before it flushes; rank 1 stores into BUF(4) in the
! main program's straight-line code meanwhile.  Its stores before and
! after the epoch race with nothing.
! { dg-do run }
! { dg-shouldfail "data race" }

program f_rare_main
  use mpi_f08
  use, intrinsic :: iso_c_binding, only: c_ptr, c_f_pointer
  implicit none
  integer :: rank, i
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
  call MPI_Barrier(MPI_COMM_WORLD)
  i = 4 + command_argument_count()
  if (rank == 1) buf(i) = 2
  if (rank == 0) call MPI_Win_flush(1, win)
  call MPI_Win_unlock_all(win)
  call MPI_Barrier(MPI_COMM_WORLD)
  buf(4) = buf(4) + 1

  call MPI_Win_free(win)
  call MPI_Finalize()
end program f_rare_main

! { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" }
! { dg-output "  MPI_Put, remote write of size 8 at 0x\[0-9a-f\]+ by rank 0:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*f-rare-main\\.f90:34:\[0-9\]+\r?\n" }
! { dg-output "  Conflicting local store of size 8 at 0x\[0-9a-f\]+ by rank 1:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*f-rare-main\\.f90:37:\[0-9\]+\r?\n" }
