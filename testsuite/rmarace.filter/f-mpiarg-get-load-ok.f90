! f-mpiarg-get-load-ok.f90 -- a local given to MPI_Comm_rank and to MPI_Get
! (mpif.h).
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: no race.  The twin of f-mpiarg-get-load.f90: rank 0 reads
! VAL only after MPI_Win_flush has completed the Get.
! { dg-do run }

program f_mpiarg_get_load_ok
  implicit none
  include 'mpif.h'
  integer :: rank, ierr, win, seen
  integer, asynchronous :: val
  integer :: mem(1)
  integer(kind=MPI_ADDRESS_KIND) :: d0, wsize

  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  mem(1) = 10 + rank
  d0 = 0
  wsize = 4
  call MPI_Win_create(mem, wsize, 4, MPI_INFO_NULL, MPI_COMM_WORLD, win, &
                      ierr)
  call MPI_Barrier(MPI_COMM_WORLD, ierr)
  seen = 0
  if (rank == 0) then
    call MPI_Comm_rank(MPI_COMM_WORLD, val, ierr)
    call MPI_Win_lock_all(0, win, ierr)
    call MPI_Get(val, 1, MPI_INTEGER, 1, d0, 1, MPI_INTEGER, win, ierr)
    call MPI_Win_flush(1, win, ierr)
    seen = val
    call MPI_Win_unlock_all(win, ierr)
    seen = seen + val
  end if
  call MPI_Barrier(MPI_COMM_WORLD, ierr)
  if (seen < 0) print *, seen
  call MPI_Win_free(win, ierr)
  call MPI_Finalize(ierr)
end program f_mpiarg_get_load_ok
