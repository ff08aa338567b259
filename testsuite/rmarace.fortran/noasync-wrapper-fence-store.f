! noasync-wrapper-fence-store.f -- a store to window memory between two
! fences that procedures of another file make.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: a data race, at every -O level.  WORK calls no MPI itself:
! it hands MEM to RWF_CREATE, which makes it a window, and rank 1 stores
! to MEM(1) between the two fences (RWF_FENCE) in which rank 0 puts to
! it.  MEM is not ASYNCHRONOUS and gfortran tells GCC that RWF_CREATE
! does not keep it, so at -O2 the store may be moved or deleted unless
! MEM is known to escape.
! { dg-do run }
! { dg-shouldfail "data race" }
! { dg-rmarace-sources helpers/rma-wrappers-f.f }

      subroutine work(rank)
      implicit none
      integer rank, win, mem(4), one
      mem = 0
      one = 1
      call rwf_create(mem, 4, win)
      call rwf_fence(win)
      if (rank .eq. 0) call rwf_put1(one, win)
      if (rank .eq. 1) mem(1) = 7
      call rwf_fence(win)
      call rwf_free(win)
      end

      program noasync_wrapper_fence_store
      implicit none
      include 'mpif.h'
      integer rank, ierr
      call MPI_Init(ierr)
      call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
      call work(rank)
      call MPI_Finalize(ierr)
      end

! { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" }
! { dg-output "  MPI_Put, remote write of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*rma-wrappers-f\\.f:33:\[0-9\]+\r?\n" }
! { dg-output "  Conflicting local store of size 4 at 0x\[0-9a-f\]+ by rank 1:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*noasync-wrapper-fence-store\\.f:25:\[0-9\]+\r?\n" }
! { dg-output "  Location is window 1 of rank 1, offset \\\[0, 4\\) of 16 bytes\\.\r?\n" }
! { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*rma-wrappers-f\\.f:33:\[0-9\]+ \\(MPI_Put, remote write from rank 0\\) and \[^\r\n\]*noasync-wrapper-fence-store\\.f:25:\[0-9\]+ \\(local store\\)\r?\n" }
