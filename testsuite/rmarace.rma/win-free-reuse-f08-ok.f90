! win-free-reuse-f08-ok.f90 -- a window freed, a new one over the same memory,
! no race.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: no race.  The twin of win-free-reuse-f08.f90: rank 1 stores
! after B's closing fence.  The accesses of the freed window A are all
! complete and ordered before B exists, and must not be confused with
! B's.
! { dg-do run }

program win_free_reuse_f08_ok
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
  call MPI_Win_fence(0, winb)
  if (rank == 1) then
    mem(1) = 7
  end if
  call MPI_Win_free(winb)
  if (rank == 0) then
    print *, 'got =', got
  end if

  call MPI_Finalize()
end program win_free_reuse_f08_ok
