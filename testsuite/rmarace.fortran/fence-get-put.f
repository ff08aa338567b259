! fence-get-put.f -- MPI_Get, MPI_Put from an overlapping buffer.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: a data race.  The Get writes BUF(1:2) while the Put, in the same
! fence epoch, reads BUF(2:3).
! { dg-do run }
! { dg-shouldfail "data race" }

      program fence_get_put
      implicit none
      include 'mpif.h'
      integer rank, ierr, win, i
      integer buf(4), mem(10)
      ! MPI reads and writes these between the calls that name them.
      asynchronous buf, mem
      integer(kind=MPI_ADDRESS_KIND) d0, d4, wsize
      parameter (d0 = 0, d4 = 4, wsize = 40)
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
         call MPI_Get(buf,2,MPI_INTEGER,1,d0,2,MPI_INTEGER,win,ierr)
         call MPI_Put(buf(2),2,MPI_INTEGER,1,d4,2,MPI_INTEGER,win,ierr)
      end if
      call MPI_Win_fence(0, win, ierr)

      call MPI_Win_free(win, ierr)
      call MPI_Finalize(ierr)
      end program fence_get_put

! { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" }
! { dg-output "  MPI_Get, origin buffer write of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*fence-get-put\\.f:33:\[0-9\]+\r?\n" }
! { dg-output "  Conflicting MPI_Put, origin buffer read of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*fence-get-put\\.f:34:\[0-9\]+\r?\n" }
! { dg-output "  Location is a local buffer of rank 0\\.\r?\n" }
! { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*fence-get-put\\.f:33:\[0-9\]+ \\(MPI_Get, origin buffer write\\) and \[^\r\n\]*fence-get-put\\.f:34:\[0-9\]+ \\(MPI_Put, origin buffer read\\)\r?\n" }
