! gather-get-ok.f -- MPI_Gather into a buffer an MPI_Get wrote, after
! the flush (mpif.h).
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: no race.  The twin of gather-get.f: rank 0 flushes the Get
! before it gathers into RES.
! { dg-do run }

      program gather_get_ok
      implicit none
      include 'mpif.h'
      integer rank, ierr, win, ityp, icom
      parameter (ityp = MPI_INTEGER, icom = MPI_COMM_WORLD)
      integer(kind=MPI_ADDRESS_KIND) d0, wsize
      parameter (d0 = 0, wsize = 4096)
! MPI reads and writes these between the calls that name them.
      integer mem(1024), res(2)
      asynchronous mem, res

      call MPI_Init(ierr)
      call MPI_Comm_rank(icom, rank, ierr)
      mem = rank
      res = 0
      call MPI_Win_create(mem,wsize,4,MPI_INFO_NULL,icom,win,ierr)
      call MPI_Win_lock_all(0, win, ierr)
      if (rank == 0) then
         call MPI_Get(res(2), 1, ityp, 1, d0, 1, ityp, win, ierr)
         call MPI_Win_flush(1, win, ierr)
      end if
      call MPI_Gather(rank, 1, ityp, res, 1, ityp, 0, icom, ierr)
      call MPI_Win_unlock_all(win, ierr)
      call MPI_Win_free(win, ierr)
      call MPI_Finalize(ierr)
      end program gather_get_ok
