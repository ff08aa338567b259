! dispunit1-put-store.f -- a byte displacement into an integer a target stores.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: a data race.  Rank 1's window has a displacement unit of 1,
! so rank 0's Put at displacement 2 writes bytes [2, 6); rank 1 stores
! MEM(2), bytes [4, 8), in the same fence epoch: they share two bytes.
! { dg-do run }
! { dg-shouldfail "data race" }

      program dispunit1_put_store
      implicit none
      include 'mpif.h'
      integer rank, ierr, i
      integer win
      integer mem(10)
! MPI reads and writes these between the calls that name them.
      asynchronous mem
      integer(kind=MPI_ADDRESS_KIND) d0, wsize
      parameter (d0 = 0, wsize = 40)
      integer(kind=MPI_ADDRESS_KIND) disp
      parameter (disp = 2)
      integer buf
      asynchronous buf

      call MPI_Init(ierr)
      call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
      do i = 1, 10
         mem(i) = 100 * rank + i - 1
      end do
      call MPI_Win_create(mem, wsize, 1, MPI_INFO_NULL,
     &     MPI_COMM_WORLD, win, ierr)
      call MPI_Barrier(MPI_COMM_WORLD, ierr)

      buf = 5
      call MPI_Win_fence(0, win, ierr)
      if (rank == 0) then
         call MPI_Put(buf,1,MPI_INTEGER,1,disp,1,MPI_INTEGER,win,ierr)
      end if
      if (rank == 1) then
         mem(2) = 7
      end if
      call MPI_Win_fence(0, win, ierr)

      call MPI_Win_free(win, ierr)
      call MPI_Finalize(ierr)
      end program dispunit1_put_store

! { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" }
! { dg-output "  MPI_Put, remote write of size 2 at 0x\[0-9a-f\]+ by rank 0:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*dispunit1-put-store\\.f:39:\[0-9\]+\r?\n" }
! { dg-output "  Conflicting local store of size 2 at 0x\[0-9a-f\]+ by rank 1:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*dispunit1-put-store\\.f:42:\[0-9\]+\r?\n" }
! { dg-output "  Location is window \[0-9\]+ of rank 1, offset \\\[4, 6\\) of 40 bytes\\.\r?\n" }
! { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*dispunit1-put-store\\.f:39:\[0-9\]+ \\(MPI_Put, remote write from rank 0\\) and \[^\r\n\]*dispunit1-put-store\\.f:42:\[0-9\]+ \\(local store\\)\r?\n" }
