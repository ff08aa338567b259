! f-fetch-winbuf-put.f90 -- the result buffer of flushed atomics in the
! caller's own window, written by its pending MPI_Put to itself.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: a data race.  The Fortran twin of fetch-winbuf-put.c: rank
! 0 takes 200 tickets into MEM(3), an element of its own window,
! flushing each, then puts to its own MEM(3) and takes one more ticket
! into it before flushing the put.
! { dg-do run }
! { dg-shouldfail "data race" }

program f_fetch_winbuf_put
  use mpi_f08
  implicit none
  integer :: rank, i
  integer(kind=8) :: total = 0
  type(MPI_Win) :: win
  ! MPI reads and writes these between the calls that name them.
  integer, asynchronous :: mem(4), one = 1, v = 5
  integer(kind=MPI_ADDRESS_KIND), parameter :: d0 = 0, d2 = 2, wsize = 16

  call MPI_Init()
  call MPI_Comm_rank(MPI_COMM_WORLD, rank)
  mem = 0
  call MPI_Win_create(mem, wsize, 4, MPI_INFO_NULL, MPI_COMM_WORLD, win)
  call MPI_Barrier(MPI_COMM_WORLD)
  call MPI_Win_lock_all(0, win)
  if (rank == 0) then
    do i = 1, 200
      call MPI_Fetch_and_op(one, mem(3), MPI_INTEGER, 1, d0, MPI_SUM, win)
      call MPI_Win_flush(1, win)
      total = total + mem(3)
    end do
    call MPI_Put(v, 1, MPI_INTEGER, 0, d2, 1, MPI_INTEGER, win)
    call MPI_Fetch_and_op(one, mem(3), MPI_INTEGER, 1, d0, MPI_SUM, win)
    call MPI_Win_flush_all(win)
    print *, total
  end if
  call MPI_Win_unlock_all(win)
  call MPI_Win_free(win)
  call MPI_Finalize()
end program f_fetch_winbuf_put

! { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" }
! { dg-output "  MPI_Put, remote write of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*f-fetch-winbuf-put\\.f90:36:\[0-9\]+\r?\n" }
! { dg-output "  Conflicting MPI_Fetch_and_op, result buffer write of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*f-fetch-winbuf-put\\.f90:37:\[0-9\]+\r?\n" }
! { dg-output "  Location is window 1 of rank 0, offset \\\[8, 12\\) of 16 bytes\\.\r?\n" }
! { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*f-fetch-winbuf-put\\.f90:36:\[0-9\]+ \\(MPI_Put, remote write from rank 0\\) and \[^\r\n\]*f-fetch-winbuf-put\\.f90:37:\[0-9\]+ \\(MPI_Fetch_and_op, result buffer write\\)\r?\n" }
