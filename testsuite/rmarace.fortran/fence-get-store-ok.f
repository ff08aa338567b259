! fence-get-store-ok.f -- the store to an MPI_Get buffer after the fence.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: no race.  The twin of fence-get-store.f: the store to BUF(1)
! comes after the closing fence.
! { dg-do run }

      program fence_get_store_ok
      implicit none
      include 'mpif.h'
      integer rank, ierr, win, i
      integer buf(4), mem(10)
      ! MPI reads and writes these between the calls that name them.
      asynchronous buf, mem
      integer(kind=MPI_ADDRESS_KIND) d0, wsize
      parameter (d0 = 0, wsize = 40)
      data buf /1, 2, 3, 4/

      call MPI_Init(ierr)
      call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
      do i = 1, 10
         mem(i) = 100 * rank + i - 1
      end do
      call MPI_Win_create(mem, wsize, 4, MPI_INFO_NULL,
     &     MPI_COMM_WORLD, win, ierr)
      call MPI_Barrier(MPI_COMM_WORLD, ierr)

      call MPI_Win_fence(0, win, ierr)
      if (rank == 0) then
         call MPI_Get(buf,1,MPI_INTEGER,1,d0,1,MPI_INTEGER,win,ierr)
      end if
      call MPI_Win_fence(0, win, ierr)
      if (rank == 0) then
         buf(1) = 7
      end if

      call MPI_Win_free(win, ierr)
      call MPI_Finalize(ierr)
      end program fence_get_store_ok
