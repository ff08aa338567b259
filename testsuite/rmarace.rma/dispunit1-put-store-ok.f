! dispunit1-put-store-ok.f -- a byte displacement next to an integer a target
! stores.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: no race.  The twin of dispunit1-put-store.f: the Put at
! displacement 8 writes MEM(3), bytes [8, 12).
! { dg-do run }

      program dispunit1_put_store_ok
      implicit none
      include 'mpif.h'
      integer rank, ierr, i
      integer win
      integer mem(10)
! MPI reads and writes these between the calls that name them.
      asynchronous mem
      integer(kind=MPI_ADDRESS_KIND) d0, wsize
      parameter (d0 = 0, wsize = 40)
      integer(kind=MPI_ADDRESS_KIND) disp
      parameter (disp = 8)
      integer buf
      asynchronous buf

      call MPI_Init(ierr)
      call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
      do i = 1, 10
         mem(i) = 100 * rank + i - 1
      end do
      call MPI_Win_create(mem, wsize, 1, MPI_INFO_NULL,
     &     MPI_COMM_WORLD, win, ierr)
      call MPI_Barrier(MPI_COMM_WORLD, ierr)

      buf = 5
      call MPI_Win_fence(0, win, ierr)
      if (rank == 0) then
         call MPI_Put(buf,1,MPI_INTEGER,1,disp,1,MPI_INTEGER,win,ierr)
      end if
      if (rank == 1) then
         mem(2) = 7
      end if
      call MPI_Win_fence(0, win, ierr)

      call MPI_Win_free(win, ierr)
      call MPI_Finalize(ierr)
      end program dispunit1_put_store_ok
