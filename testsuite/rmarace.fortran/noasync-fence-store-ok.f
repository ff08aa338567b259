! noasync-fence-store-ok.f -- the store after the closing fence.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: no race.  As noasync-fence-store.f, but rank 1 stores to
! MEM(1) after the fence that closes rank 0's Put.
! { dg-do run }

      program noasync_fence_store_ok
      implicit none
      include 'mpif.h'
      integer rank, ierr, win, mem(4), one
      integer(kind=MPI_ADDRESS_KIND) d0, wsize

      call MPI_Init(ierr)
      call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
      mem = 0
      one = 1
      d0 = 0
      wsize = 16
      call MPI_Win_create(mem, wsize, 4, MPI_INFO_NULL,
     &     MPI_COMM_WORLD, win, ierr)
      call MPI_Win_fence(0, win, ierr)
      if (rank .eq. 0) then
        call MPI_Put(one, 1, MPI_INTEGER, 1, d0, 1, MPI_INTEGER,
     &       win, ierr)
      end if
      call MPI_Win_fence(0, win, ierr)
      if (rank .eq. 1) mem(1) = 7
      call MPI_Win_free(win, ierr)
      call MPI_Finalize(ierr)
      end
