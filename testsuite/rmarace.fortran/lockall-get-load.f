! lockall-get-load.f -- a load of an MPI_Get buffer, lock_all.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: a data race.  Rank 0 loads BUF(1) after MPI_Get into BUF, with
! no flush or unlock between.
! { dg-do run }
! { dg-shouldfail "data race" }

      program lockall_get_load
      implicit none
      include 'mpif.h'
      integer rank, ierr, win, i, x
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

      if (rank == 0) then
         call MPI_Win_lock_all(0, win, ierr)
         call MPI_Get(buf,1,MPI_INTEGER,1,d0,1,MPI_INTEGER,win,ierr)
         x = buf(1)
         print *, 'buf(1) =', x
         call MPI_Win_unlock_all(win, ierr)
      end if

      call MPI_Win_free(win, ierr)
      call MPI_Finalize(ierr)
      end program lockall_get_load

! { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" }
! { dg-output "  MPI_Get, origin buffer write of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*lockall-get-load\\.f:33:\[0-9\]+\r?\n" }
! { dg-output "  Conflicting local load of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*lockall-get-load\\.f:34:\[0-9\]+\r?\n" }
! { dg-output "  Location is a local buffer of rank 0\\.\r?\n" }
! { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*lockall-get-load\\.f:33:\[0-9\]+ \\(MPI_Get, origin buffer write\\) and \[^\r\n\]*lockall-get-load\\.f:34:\[0-9\]+ \\(local load\\)\r?\n" }
