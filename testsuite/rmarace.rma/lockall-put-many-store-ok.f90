! lockall-put-many-store-ok.f90 -- one buffer put to every displacement
! of every target, stored to after the flush.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: no race.  The twin of lockall-put-many-store.f90: rank 0
! stores to BUF only after the MPI_Win_flush_all that completes the 30
! MPI_Put of it.
! { dg-do run }
! { dg-rmarace-np 3 }

program lockall_put_many_store_ok
  use mpi
  implicit none
  integer :: rank, nranks, ierr, win, t, d
  integer :: mem(10)
  integer, asynchronous :: buf
  asynchronous :: mem
  integer(kind=MPI_ADDRESS_KIND) :: disp, wsize

  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  call MPI_Comm_size(MPI_COMM_WORLD, nranks, ierr)
  mem = 0
  buf = 7
  wsize = 40
  call MPI_Win_create(mem, wsize, 4, MPI_INFO_NULL, MPI_COMM_WORLD, win, ierr)
  call MPI_Barrier(MPI_COMM_WORLD, ierr)

  call MPI_Win_lock_all(0, win, ierr)
  if (rank == 0) then
    do t = 0, nranks - 1
      do d = 0, 9
        disp = d
        call MPI_Put(buf, 1, MPI_INTEGER, t, disp, 1, MPI_INTEGER, win, ierr)
      end do
    end do
    call MPI_Win_flush_all(win, ierr)
    buf = 8
  end if
  call MPI_Win_unlock_all(win, ierr)
  call MPI_Barrier(MPI_COMM_WORLD, ierr)

  call MPI_Win_free(win, ierr)
  call MPI_Finalize(ierr)
end program lockall_put_many_store_ok
