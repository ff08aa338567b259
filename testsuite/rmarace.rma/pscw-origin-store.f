! pscw-origin-store.f -- an origin store to its Put buffer before
! MPI_Win_complete.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: a data race.  Rank 0 stores to BUF after MPI_Put from BUF
! and before the MPI_Win_complete that completes the Put.
! { dg-do run }
! { dg-shouldfail "data race" }

      program pscw_origin_store
      implicit none
      include 'mpif.h'
      integer rank, ierr, i
      integer win
      integer mem(10)
! MPI reads and writes these between the calls that name them.
      asynchronous mem
      integer(kind=MPI_ADDRESS_KIND) d0, wsize
      parameter (d0 = 0, wsize = 40)
      integer world, group, peer(1), buf
      asynchronous buf

      call MPI_Init(ierr)
      call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
      do i = 1, 10
         mem(i) = 100 * rank + i - 1
      end do
      call MPI_Win_create(mem, wsize, 4, MPI_INFO_NULL,
     &     MPI_COMM_WORLD, win, ierr)
      call MPI_Barrier(MPI_COMM_WORLD, ierr)

      buf = 5
      peer(1) = 1 - rank
      call MPI_Comm_group(MPI_COMM_WORLD, world, ierr)
      call MPI_Group_incl(world, 1, peer, group, ierr)
      if (rank == 0) then
         call MPI_Win_start(group, 0, win, ierr)
         call MPI_Put(buf,1,MPI_INTEGER,1,d0,1,MPI_INTEGER,win,ierr)
         buf = 6
         call MPI_Win_complete(win, ierr)
      else
         call MPI_Win_post(group, 0, win, ierr)
         call MPI_Win_wait(win, ierr)
      end if
      call MPI_Group_free(group, ierr)
      call MPI_Group_free(world, ierr)

      call MPI_Win_free(win, ierr)
      call MPI_Finalize(ierr)
      end program pscw_origin_store

! { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" }
! { dg-output "  MPI_Put, origin buffer read of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*pscw-origin-store\\.f:40:\[0-9\]+\r?\n" }
! { dg-output "  Conflicting local store of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*pscw-origin-store\\.f:41:\[0-9\]+\r?\n" }
! { dg-output "  Location is a local buffer of rank 0\\.\r?\n" }
! { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*pscw-origin-store\\.f:40:\[0-9\]+ \\(MPI_Put, origin buffer read\\) and \[^\r\n\]*pscw-origin-store\\.f:41:\[0-9\]+ \\(local store\\)\r?\n" }
