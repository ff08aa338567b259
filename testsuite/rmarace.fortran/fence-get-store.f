! fence-get-store.f -- a store to an MPI_Get buffer in the epoch.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: a data race.  Rank 0 stores to BUF(1) after MPI_Get into BUF and
! before the closing fence; the Get may still be writing BUF.
! { dg-do run }
! { dg-shouldfail "data race" }

      program fence_get_store
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
         buf(1) = 7
      end if
      call MPI_Win_fence(0, win, ierr)

      call MPI_Win_free(win, ierr)
      call MPI_Finalize(ierr)
      end program fence_get_store

! { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" }
! { dg-output "  MPI_Get, origin buffer write of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*fence-get-store\\.f:33:\[0-9\]+\r?\n" }
! { dg-output "  Conflicting local store of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*fence-get-store\\.f:34:\[0-9\]+\r?\n" }
! { dg-output "  Location is a local buffer of rank 0\\.\r?\n" }
! { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*fence-get-store\\.f:33:\[0-9\]+ \\(MPI_Get, origin buffer write\\) and \[^\r\n\]*fence-get-store\\.f:34:\[0-9\]+ \\(local store\\)\r?\n" }
