! windows-many-put-load-ok.f90 -- a Put and a load at the target in two
! fence epochs, with more windows than the runtime walks one by one.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: no race.  The twin of windows-many-put-load.f90: 6 windows,
! the first and the last over the same column; rank 1 loads the element
! rank 0 put to only after the fence that ends the Put's epoch.
! { dg-do run }

program windows_many_put_load_ok
  use mpi
  implicit none
  integer, parameter :: nwin = 5
  integer :: rank, ierr, i, x, win(nwin + 1)
  ! MPI reads and writes these between the calls that name them.
  integer, asynchronous :: mem(10, nwin), buf = 1
  integer(kind=MPI_ADDRESS_KIND), parameter :: d0 = 0, wsize = 40

  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  mem = 0
  do i = 1, nwin + 1
    call MPI_Win_create(mem(1, mod(i - 1, nwin) + 1), wsize, 4, MPI_INFO_NULL, &
                        MPI_COMM_WORLD, win(i), ierr)
  end do

  call MPI_Win_fence(0, win(1), ierr)
  if (rank == 0) then
    call MPI_Put(buf, 1, MPI_INTEGER, 1, d0, 1, MPI_INTEGER, win(1), ierr)
  end if
  call MPI_Win_fence(0, win(1), ierr)
  if (rank == 1) then
    x = mem(1, 1)
    print *, 'mem(1, 1) =', x
  end if

  do i = 1, nwin + 1
    call MPI_Win_free(win(i), ierr)
  end do
  call MPI_Finalize(ierr)
end program windows_many_put_load_ok

