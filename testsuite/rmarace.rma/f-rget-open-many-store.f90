! f-rget-open-many-store.f90 -- a window element read by an MPI_Rget
! left open while hundreds of others from the same origin complete,
! stored to by its owner before the open one's wait.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: a data race.  The Fortran twin of rget-open-many-store.c:
! rank 1 starts an MPI_Rget of rank 0's MEM(4), leaves it open, makes
! 300 more of MEM(2), each waited for, and waits for the first only
! after the barrier after which rank 0 stores to MEM(4).
! { dg-do run }
! { dg-shouldfail "data race" }

program f_rget_open_many_store
  use mpi_f08
  implicit none
  integer :: rank, i
  integer(kind=8) :: total = 0
  type(MPI_Win) :: win
  type(MPI_Request) :: ra, rb
  ! MPI reads and writes these between the calls that name them.
  integer, asynchronous :: mem(4), a = 0, b = 0
  integer(kind=MPI_ADDRESS_KIND), parameter :: d1 = 1, d3 = 3, wsize = 16

  call MPI_Init()
  call MPI_Comm_rank(MPI_COMM_WORLD, rank)
  mem = 1
  call MPI_Win_create(mem, wsize, 4, MPI_INFO_NULL, MPI_COMM_WORLD, win)
  call MPI_Barrier(MPI_COMM_WORLD)
  call MPI_Win_lock_all(0, win)
  if (rank == 1) then
    call MPI_Rget(a, 1, MPI_INTEGER, 0, d3, 1, MPI_INTEGER, win, ra)
    do i = 1, 300
      call MPI_Rget(b, 1, MPI_INTEGER, 0, d1, 1, MPI_INTEGER, win, rb)
      call MPI_Wait(rb, MPI_STATUS_IGNORE)
      total = total + b
    end do
  end if
  call MPI_Barrier(MPI_COMM_WORLD)
  if (rank == 0) then
    mem(4) = 7
  else
    call MPI_Wait(ra, MPI_STATUS_IGNORE)
    print *, total, a
  end if
  call MPI_Win_unlock_all(win)
  call MPI_Win_free(win)
  call MPI_Finalize()
end program f_rget_open_many_store

! { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" }
! { dg-output "  MPI_Rget, remote read of size 4 at 0x\[0-9a-f\]+ by rank 1:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*f-rget-open-many-store\\.f90:33:\[0-9\]+\r?\n" }
! { dg-output "  Conflicting local store of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*f-rget-open-many-store\\.f90:42:\[0-9\]+\r?\n" }
! { dg-output "  Location is window 1 of rank 0, offset \\\[12, 16\\) of 16 bytes\\.\r?\n" }
! { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*f-rget-open-many-store\\.f90:33:\[0-9\]+ \\(MPI_Rget, remote read from rank 1\\) and \[^\r\n\]*f-rget-open-many-store\\.f90:42:\[0-9\]+ \\(local store\\)\r?\n" }
