! acc-store-ok.f -- an MPI_Accumulate, a fence, the target's own store.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: no race.  The twin of acc-store.f: rank 1 stores after the
! closing fence.
! { dg-do run }

      program acc_store_ok
      implicit none
      include 'mpif.h'
      integer rank, ierr, i
      integer win
      integer mem(10)
! MPI reads and writes these between the calls that name them.
      asynchronous mem
      integer(kind=MPI_ADDRESS_KIND) d0, wsize
      parameter (d0 = 0, wsize = 40)
      integer one, ityp
      parameter (ityp = MPI_INTEGER)
      asynchronous one

      call MPI_Init(ierr)
      call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
      do i = 1, 10
         mem(i) = 100 * rank + i - 1
      end do
      call MPI_Win_create(mem, wsize, 4, MPI_INFO_NULL,
     &     MPI_COMM_WORLD, win, ierr)
      call MPI_Barrier(MPI_COMM_WORLD, ierr)

      one = 1
      call MPI_Win_fence(0, win, ierr)
      if (rank == 0) then
         call MPI_Accumulate(one,1,ityp,1,d0,1,ityp,MPI_SUM,win,ierr)
      end if
      call MPI_Win_fence(0, win, ierr)
      if (rank == 1) then
         mem(1) = 7
      end if

      call MPI_Win_free(win, ierr)
      call MPI_Finalize(ierr)
      end program acc_store_ok
