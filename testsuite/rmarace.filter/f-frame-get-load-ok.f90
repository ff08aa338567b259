! f-frame-get-load-ok.f90 -- a variable of the host's frame that a contained
! procedure gives to MPI_Get.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: no race.  The twin of f-frame-get-load.f90: the host reads
! VAL, a variable of its frame that the contained FETCH gives to MPI_Get,
! only after MPI_Win_flush has completed the Get.
! { dg-do run }

program f_frame_get_load_ok
  use mpi
  implicit none
  integer :: rank, ierr, win, seen, val
  integer :: mem(1)
  integer(kind=MPI_ADDRESS_KIND) :: wsize

  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  mem(1) = 10 + rank
  wsize = 4
  call MPI_Win_create(mem, wsize, 4, MPI_INFO_NULL, MPI_COMM_WORLD, win, &
                      ierr)
  call MPI_Barrier(MPI_COMM_WORLD, ierr)
  seen = 0
  val = 0
  if (rank == 0) then
    call MPI_Win_lock_all(0, win, ierr)
    call fetch()
    call MPI_Win_flush(1, win, ierr)
    seen = val
    call MPI_Win_unlock_all(win, ierr)
    seen = seen + val
  end if
  call MPI_Barrier(MPI_COMM_WORLD, ierr)
  if (seen < 0) print *, seen
  call MPI_Win_free(win, ierr)
  call MPI_Finalize(ierr)

contains

  subroutine fetch()
    integer(kind=MPI_ADDRESS_KIND), parameter :: d0 = 0
    call MPI_Get(val, 1, MPI_INTEGER, 1, d0, 1, MPI_INTEGER, win, ierr)
  end subroutine fetch
end program f_frame_get_load_ok

