! acc-store.f -- an MPI_Accumulate against the target's own store.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: a data race.  Rank 0 accumulates to MEM(1) of rank 1 while
! rank 1 stores to it in the same fence epoch: accumulates are atomic
! only with respect to other accumulates.
! { dg-do run }
! { dg-shouldfail "data race" }

      program acc_store
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
      if (rank == 1) then
         mem(1) = 7
      end if
      call MPI_Win_fence(0, win, ierr)

      call MPI_Win_free(win, ierr)
      call MPI_Finalize(ierr)
      end program acc_store

! { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" }
! { dg-output "  MPI_Accumulate, remote update of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*acc-store\\.f:38:\[0-9\]+\r?\n" }
! { dg-output "  Conflicting local store of size 4 at 0x\[0-9a-f\]+ by rank 1:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*acc-store\\.f:41:\[0-9\]+\r?\n" }
! { dg-output "  Location is window \[0-9\]+ of rank 1, offset \\\[0, 4\\) of 40 bytes\\.\r?\n" }
! { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*acc-store\\.f:38:\[0-9\]+ \\(MPI_Accumulate, remote update from rank 0\\) and \[^\r\n\]*acc-store\\.f:41:\[0-9\]+ \\(local store\\)\r?\n" }
