! gather-get.f -- MPI_Gather into a buffer an MPI_Get still writes
! (mpif.h).
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: a data race.  Rank 0 gets into RES(2), then gathers into RES
! before the flush that completes the Get.
! { dg-do run }
! { dg-shouldfail "data race" }

      program gather_get
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
      end if
      call MPI_Gather(rank, 1, ityp, res, 1, ityp, 0, icom, ierr)
      call MPI_Win_unlock_all(win, ierr)
      call MPI_Win_free(win, ierr)
      call MPI_Finalize(ierr)
      end program gather_get

! { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" }
! { dg-output "  MPI_Get, origin buffer write of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*gather-get\\.f:30:\[0-9\]+\r?\n" }
! { dg-output "  Conflicting MPI_Gather, receive buffer write of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*gather-get\\.f:32:\[0-9\]+\r?\n" }
! { dg-output "  Location is a local buffer of rank 0\\.\r?\n" }
! { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*gather-get\\.f:30:\[0-9\]+ \\(MPI_Get, origin buffer write\\) and \[^\r\n\]*gather-get\\.f:32:\[0-9\]+ \\(MPI_Gather, receive buffer write\\)\r?\n" }
