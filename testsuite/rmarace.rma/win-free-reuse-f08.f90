! win-free-reuse-f08.f90 -- a window freed, a new one over the same memory, a
! race in it.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: a data race.  Window A over MEM carries a Put, completed by
! its fence, and is freed; window B is then created over the same MEM.
! In B's first fence epoch rank 0 gets MEM(1) of rank 1 while rank 1
! stores to it.
! { dg-do run }
! { dg-shouldfail "data race" }

program win_free_reuse_f08
  use mpi_f08
  implicit none
  integer :: rank, i
  integer(kind=MPI_ADDRESS_KIND), parameter :: d0 = 0, wsize = 40
  type(MPI_Win) :: wina, winb
  integer, asynchronous :: buf, got, mem(10)

  call MPI_Init()
  call MPI_Comm_rank(MPI_COMM_WORLD, rank)

  mem = rank
  buf = 5
  call MPI_Win_create(mem, wsize, 4, MPI_INFO_NULL, MPI_COMM_WORLD, wina)
  call MPI_Win_fence(0, wina)
  if (rank == 0) then
    call MPI_Put(buf, 1, MPI_INTEGER, 1, d0, 1, MPI_INTEGER, wina)
  end if
  call MPI_Win_fence(0, wina)
  call MPI_Win_free(wina)

  call MPI_Win_create(mem, wsize, 4, MPI_INFO_NULL, MPI_COMM_WORLD, winb)
  call MPI_Win_fence(0, winb)
  if (rank == 0) then
    call MPI_Get(got, 1, MPI_INTEGER, 1, d0, 1, MPI_INTEGER, winb)
  end if
  if (rank == 1) then
    mem(1) = 7
  end if
  call MPI_Win_fence(0, winb)
  call MPI_Win_free(winb)
  if (rank == 0) then
    print *, 'got =', got
  end if

  call MPI_Finalize()
end program win_free_reuse_f08

! { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" }
! { dg-output "  MPI_Get, remote read of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*win-free-reuse-f08\\.f90:38:\[0-9\]+\r?\n" }
! { dg-output "  Conflicting local store of size 4 at 0x\[0-9a-f\]+ by rank 1:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*win-free-reuse-f08\\.f90:41:\[0-9\]+\r?\n" }
! { dg-output "  Location is window \[0-9\]+ of rank 1, offset \\\[0, 4\\) of 40 bytes\\.\r?\n" }
! { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*win-free-reuse-f08\\.f90:38:\[0-9\]+ \\(MPI_Get, remote read from rank 0\\) and \[^\r\n\]*win-free-reuse-f08\\.f90:41:\[0-9\]+ \\(local store\\)\r?\n" }
