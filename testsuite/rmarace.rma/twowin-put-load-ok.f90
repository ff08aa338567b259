! twowin-put-load-ok.f90 -- two windows; a load of the one whose fence
! completed the Put.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: no race.  The twin of twowin-put-load.f90: rank 1 loads
! MEMA(1), whose Put A's fence has completed.
! { dg-do run }

program twowin_put_load_ok
  use mpi
  implicit none
  integer :: rank, ierr, i
  integer(kind=MPI_ADDRESS_KIND), parameter :: d0 = 0, wsize = 40
  integer :: wina, winb, x
  integer, asynchronous :: buf, mema(10), memb(10)

  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  call MPI_Barrier(MPI_COMM_WORLD, ierr)

  mema = rank
  memb = rank
  buf = 5
  call MPI_Win_create(mema, wsize, 4, MPI_INFO_NULL, MPI_COMM_WORLD, wina, ierr)
  call MPI_Win_create(memb, wsize, 4, MPI_INFO_NULL, MPI_COMM_WORLD, winb, ierr)
  call MPI_Win_fence(0, wina, ierr)
  call MPI_Win_fence(0, winb, ierr)
  if (rank == 0) then
    call MPI_Put(buf, 1, MPI_INTEGER, 1, d0, 1, MPI_INTEGER, wina, ierr)
    call MPI_Put(buf, 1, MPI_INTEGER, 1, d0, 1, MPI_INTEGER, winb, ierr)
  end if
  call MPI_Win_fence(0, wina, ierr)
  if (rank == 1) then
    x = mema(1)
    print *, 'x =', x
  end if
  call MPI_Win_fence(0, winb, ierr)

  call MPI_Win_free(winb, ierr)
  call MPI_Win_free(wina, ierr)

  call MPI_Finalize(ierr)
end program twowin_put_load_ok
