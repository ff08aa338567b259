! windows-passive-gets-store.f90 -- many gets and flushes of one location
! in one passive epoch, then a store racing with some of them.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: a data race.  The Fortran version of
! windows-passive-gets-store.c: in one lock_all epoch rank 1 gets
! elements 1 to 8 of rank 0 in turn, 400 times from one call site (line
! 42), flushing each, then 400 times more from another (line 48): rank
! 0 keeps the gets of one element and one call site as one record, a
! run.  Rank 1 tells rank 0 after its first 19 gets, before the get of
! element 4 at I = 19; rank 0 then stores to its element 4, which races
! with that get and the later ones of element 4, not with the 3 before
! the message.  The report names the first call site's line.
! { dg-do run }
! { dg-shouldfail "data race" }

program windows_passive_gets_store
  use mpi_f08
  implicit none
  integer, parameter :: gets = 400, told = 19
  integer :: rank, i
  type(MPI_Win) :: win
  ! MPI reads and writes these between the calls that name them.
  integer, asynchronous :: mem(8), buf(8), tok = 0
  integer :: total
  integer(kind=MPI_ADDRESS_KIND), parameter :: wsize = 32
  integer(kind=MPI_ADDRESS_KIND) :: d

  call MPI_Init()
  call MPI_Comm_rank(MPI_COMM_WORLD, rank)
  mem = 0
  buf = 0
  total = 0
  call MPI_Win_create(mem, wsize, 4, MPI_INFO_NULL, MPI_COMM_WORLD, win)
  call MPI_Win_lock_all(0, win)
  if (rank == 1) then
    do i = 0, gets - 1
      if (i == told) call MPI_Send(tok, 1, MPI_INTEGER, 0, 0, MPI_COMM_WORLD)
      d = mod(i, 8)
      call MPI_Get(buf(mod(i, 8) + 1), 1, MPI_INTEGER, 0, d, 1, MPI_INTEGER, win)
      call MPI_Win_flush(0, win)
      total = total + buf(mod(i, 8) + 1)
    end do
    do i = 0, gets - 1
      d = mod(i, 8)
      call MPI_Get(buf(mod(i, 8) + 1), 1, MPI_INTEGER, 0, d, 1, MPI_INTEGER, win)
      call MPI_Win_flush(0, win)
      total = total + buf(mod(i, 8) + 1)
    end do
  end if
  if (rank == 0) then
    call MPI_Recv(tok, 1, MPI_INTEGER, 1, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE)
    mem(4) = 7
  end if
  call MPI_Win_unlock_all(win)
  call MPI_Barrier(MPI_COMM_WORLD)
  if (rank == 1) print *, 'total', total
  call MPI_Win_free(win)
  call MPI_Finalize()
end program windows_passive_gets_store

! { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" }
! { dg-output "  MPI_Get, remote read of size 4 at 0x\[0-9a-f\]+ by rank 1:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*windows-passive-gets-store\\.f90:42:\[0-9\]+\r?\n" }
! { dg-output "  Conflicting local store of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*windows-passive-gets-store\\.f90:55:\[0-9\]+\r?\n" }
! { dg-output "  Location is window 1 of rank 0, offset \\\[12, 16\\) of 32 bytes\\.\r?\n" }
