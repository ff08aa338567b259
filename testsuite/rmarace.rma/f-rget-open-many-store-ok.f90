! f-rget-open-many-store-ok.f90 -- a window element read by an MPI_Rget
! left open while hundreds of others from the same origin complete,
! stored to by its owner after the open one's wait.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: no race.  The twin of f-rget-open-many-store.f90: rank 1
! waits for the first MPI_Rget before the barrier.
! { dg-do run }

program f_rget_open_many_store_ok
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
    call MPI_Wait(ra, MPI_STATUS_IGNORE)
  end if
  call MPI_Barrier(MPI_COMM_WORLD)
  if (rank == 0) then
    mem(4) = 7
  else
    print *, total, a
  end if
  call MPI_Win_unlock_all(win)
  call MPI_Win_free(win)
  call MPI_Finalize()
end program f_rget_open_many_store_ok
