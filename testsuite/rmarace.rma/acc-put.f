! acc-put.f -- an MPI_Accumulate and an MPI_Put to one integer in one epoch.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: a data race.  Rank 0 accumulates to MEM(1) of rank 1 and
! rank 2 puts to it in the same fence epoch; a Put is not atomic with
! respect to an accumulate.
! { dg-do run }
! { dg-rmarace-np 3 }
! { dg-shouldfail "data race" }

      program acc_put
      implicit none
      include 'mpif.h'
      integer rank, ierr, i
      integer win
      integer mem(10)
! MPI reads and writes these between the calls that name them.
      asynchronous mem
      integer(kind=MPI_ADDRESS_KIND) d0, wsize
      parameter (d0 = 0, wsize = 40)
      integer one, ityp
      parameter (ityp = MPI_INTEGER)
      asynchronous one

      call MPI_Init(ierr)
      call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
      do i = 1, 10
         mem(i) = 100 * rank + i - 1
      end do
      call MPI_Win_create(mem, wsize, 4, MPI_INFO_NULL,
     &     MPI_COMM_WORLD, win, ierr)
      call MPI_Barrier(MPI_COMM_WORLD, ierr)

      one = 1
      call MPI_Win_fence(0, win, ierr)
      if (rank == 0) then
         call MPI_Accumulate(one,1,ityp,1,d0,1,ityp,MPI_SUM,win,ierr)
      end if
      if (rank == 2) then
         call MPI_Put(one, 1, ityp, 1, d0, 1, ityp, win, ierr)
      end if
      call MPI_Win_fence(0, win, ierr)

      call MPI_Win_free(win, ierr)
      call MPI_Finalize(ierr)
      end program acc_put

! { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" }
! { dg-output "  MPI_Accumulate, remote update of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*acc-put\\.f:39:\[0-9\]+\r?\n" }
! { dg-output "  Conflicting MPI_Put, remote write of size 4 at 0x\[0-9a-f\]+ by rank 2:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*acc-put\\.f:42:\[0-9\]+\r?\n" }
! { dg-output "  Location is window \[0-9\]+ of rank 1, offset \\\[0, 4\\) of 40 bytes\\.\r?\n" }
! { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*acc-put\\.f:39:\[0-9\]+ \\(MPI_Accumulate, remote update from rank 0\\) and \[^\r\n\]*acc-put\\.f:42:\[0-9\]+ \\(MPI_Put, remote write from rank 2\\)\r?\n" }
