! noasync-fence-store.f -- a store between two fences, not ASYNCHRONOUS.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: a data race, at every -O level.  Rank 1 stores to MEM(1) of
! its window between the two fences in which rank 0 puts to it.  MEM is
! not ASYNCHRONOUS, so at -O2 gfortran may delete or move the store.
! { dg-do run }
! { dg-shouldfail "data race" }

      program noasync_fence_store
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
      if (rank .eq. 1) mem(1) = 7
      call MPI_Win_fence(0, win, ierr)
      call MPI_Win_free(win, ierr)
      call MPI_Finalize(ierr)
      end

! { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" }
! { dg-output "  MPI_Put, remote write of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*noasync-fence-store\\.f:29:\[0-9\]+\r?\n" }
! { dg-output "  Conflicting local store of size 4 at 0x\[0-9a-f\]+ by rank 1:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*noasync-fence-store\\.f:31:\[0-9\]+\r?\n" }
! { dg-output "  Location is window 1 of rank 1, offset \\\[0, 4\\) of 16 bytes\\.\r?\n" }
! { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*noasync-fence-store\\.f:29:\[0-9\]+ \\(MPI_Put, remote write from rank 0\\) and \[^\r\n\]*noasync-fence-store\\.f:31:\[0-9\]+ \\(local store\\)\r?\n" }
