! noasync-wrapper-f08-put-store-ok.f90 -- the store after the unlock.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: no race.  As noasync-wrapper-f08-put-store.f90, but WORK
! stores to BUF(2) after RW08_UNLOCK.
! { dg-do run }
! { dg-rmarace-sources helpers/rma-wrappers-f08.f90 }

module noasync_wrapper_f08_ok_m
  use mpi_f08
  implicit none
  interface
    subroutine rw08_lock(win)
      import :: MPI_Win
      type(MPI_Win) :: win
    end subroutine rw08_lock
    subroutine rw08_put(buf, win)
      import :: MPI_Win
      integer :: buf(:)
      type(MPI_Win) :: win
    end subroutine rw08_put
    subroutine rw08_unlock(win)
      import :: MPI_Win
      type(MPI_Win) :: win
    end subroutine rw08_unlock
  end interface
contains
  subroutine work(win)
    type(MPI_Win) :: win
    integer :: buf(4)
    buf = 1
    call rw08_lock(win)
    call rw08_put(buf, win)
  call rw08_unlock(win)
  buf(2) = 7
  end subroutine work
end module noasync_wrapper_f08_ok_m

program noasync_wrapper_f08_put_store_ok
  use mpi_f08
  use noasync_wrapper_f08_ok_m
  implicit none
  integer :: rank, mem(4)
  type(MPI_Win) :: win
  integer(kind=MPI_ADDRESS_KIND) :: wsize

  call MPI_Init()
  call MPI_Comm_rank(MPI_COMM_WORLD, rank)
  mem = 0
  wsize = 16
  call MPI_Win_create(mem, wsize, 4, MPI_INFO_NULL, MPI_COMM_WORLD, win)
  if (rank == 0) call work(win)
  call MPI_Barrier(MPI_COMM_WORLD)
  call MPI_Win_free(win)
  call MPI_Finalize()
end program noasync_wrapper_f08_put_store_ok
