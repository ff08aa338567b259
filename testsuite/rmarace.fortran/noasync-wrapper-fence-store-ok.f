! noasync-wrapper-fence-store-ok.f -- the store after the second fence.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: no race.  As noasync-wrapper-fence-store.f, but rank 1
! stores to MEM(1) after the second fence, before the window is freed.
! { dg-do run }
! { dg-rmarace-sources helpers/rma-wrappers-f.f }

      subroutine work(rank)
      implicit none
      integer rank, win, mem(4), one
      mem = 0
      one = 1
      call rwf_create(mem, 4, win)
      call rwf_fence(win)
      if (rank .eq. 0) call rwf_put1(one, win)
      call rwf_fence(win)
      if (rank .eq. 1) mem(1) = 7
      call rwf_free(win)
      end

      program noasync_wrapper_fence_store_ok
      implicit none
      include 'mpif.h'
      integer rank, ierr
      call MPI_Init(ierr)
      call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
      call work(rank)
      call MPI_Finalize(ierr)
      end
