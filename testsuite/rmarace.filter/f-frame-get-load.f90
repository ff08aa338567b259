! f-frame-get-load.f90 -- a variable of the host's frame that a contained
! procedure gives to MPI_Get.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: a data race.  FETCH, contained in the main program, gives
! VAL (a host variable, so it lives in the host's frame FRAME.n) to
! MPI_Get as the origin buffer; the host reads VAL before MPI_Win_flush.
! At -O0 the frame's address goes to FETCH as its static chain, at -O2
! FETCH is inlined and the frame's VAL to MPI_Get: either way the frame
! is not private to the "mpiarg" filter, which must keep the load.
! { dg-do run }
! { dg-shouldfail "data race" }

program f_frame_get_load
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
    seen = val
    call MPI_Win_flush(1, win, ierr)
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
end program f_frame_get_load

! { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" }
! { dg-output "  MPI_Get, origin buffer write of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*f-frame-get-load\\.f90:49:\[0-9\]+\r?\n" }
! { dg-output "  Conflicting local load of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*f-frame-get-load\\.f90:35:\[0-9\]+\r?\n" }
