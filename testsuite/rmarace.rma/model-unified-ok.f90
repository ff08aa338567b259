! model-unified-ok.f90 -- the unified memory model: flush, barrier, load, no
! MPI_Win_sync.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: no race.  The twin of model-unified.f90: rank 0 flushes
! before the barrier.  Under MPI_WIN_UNIFIED a remote update completed
! by a flush and ordered by a barrier is visible to a local load without
! MPI_Win_sync.
! { dg-do run }

program model_unified_ok
  use mpi
  implicit none
  integer :: rank, ierr, i
  integer :: win
  ! MPI reads and writes these between the calls that name them.
  integer, asynchronous :: mem(10)
  integer(kind=MPI_ADDRESS_KIND), parameter :: d0 = 0, wsize = 40
  integer :: x
  integer(kind=MPI_ADDRESS_KIND) :: model
  logical :: flag
  integer, asynchronous :: buf

  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  do i = 1, 10
    mem(i) = 100 * rank + i - 1
  end do
  call MPI_Win_create(mem, wsize, 4, MPI_INFO_NULL, MPI_COMM_WORLD, win, ierr)
  call MPI_Barrier(MPI_COMM_WORLD, ierr)

  call MPI_Win_get_attr(win, MPI_WIN_MODEL, model, flag, ierr)
  if (.not. flag .or. model /= MPI_WIN_UNIFIED) then
    print *, 'the memory model is not MPI_WIN_UNIFIED'
  end if

  buf = 5
  call MPI_Win_lock_all(0, win, ierr)
  if (rank == 0) then
    call MPI_Put(buf, 1, MPI_INTEGER, 1, d0, 1, MPI_INTEGER, win, ierr)
    call MPI_Win_flush(1, win, ierr)
  end if
  call MPI_Barrier(MPI_COMM_WORLD, ierr)
  if (rank == 1) then
    x = mem(1)
    print *, 'mem(1) =', x
  end if
  call MPI_Win_unlock_all(win, ierr)

  call MPI_Win_free(win, ierr)
  call MPI_Finalize(ierr)
end program model_unified_ok
