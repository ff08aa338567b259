! lockall-get-get.f -- two overlapping MPI_Gets, lock_all.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: a data race.  Both Gets write BUF(2) with no flush between.
! { dg-do run }
! { dg-shouldfail "data race" }

      program lockall_get_get
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

      if (rank == 0) then
         call MPI_Win_lock_all(0, win, ierr)
         call MPI_Get(buf,2,MPI_INTEGER,1,d0,2,MPI_INTEGER,win,ierr)
         call MPI_Get(buf(2),2,MPI_INTEGER,1,d4,2,MPI_INTEGER,win,ierr)
         call MPI_Win_unlock_all(win, ierr)
      end if

      call MPI_Win_free(win, ierr)
      call MPI_Finalize(ierr)
      end program lockall_get_get

! { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" }
! { dg-output "  MPI_Get, origin buffer write of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*lockall-get-get\\.f:32:\[0-9\]+\r?\n" }
! { dg-output "  Conflicting MPI_Get, origin buffer write of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*lockall-get-get\\.f:33:\[0-9\]+\r?\n" }
! { dg-output "  Location is a local buffer of rank 0\\.\r?\n" }
! { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*lockall-get-get\\.f:32:\[0-9\]+ \\(MPI_Get, origin buffer write\\) and \[^\r\n\]*lockall-get-get\\.f:33:\[0-9\]+ \\(MPI_Get, origin buffer write\\)\r?\n" }
