! fence-assert.f -- fence assertions, a load in the Put's epoch.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: a data race.  The fences carry MPI_MODE_NOPRECEDE, NOSTORE,
! NOSUCCEED and NOPUT, all used correctly; rank 1 loads MEM(1) in the
! epoch in which rank 0 puts to it.
! { dg-do run }
! { dg-shouldfail "data race" }

      program fence_assert
      implicit none
      include 'mpif.h'
      integer rank, ierr, i
      integer win
      integer mem(10)
! MPI reads and writes these between the calls that name them.
      asynchronous mem
      integer(kind=MPI_ADDRESS_KIND) d0, wsize
      parameter (d0 = 0, wsize = 40)
      integer x, buf
      asynchronous buf, x
      integer(kind=MPI_ADDRESS_KIND) d1
      parameter (d1 = 1)

      call MPI_Init(ierr)
      call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
      do i = 1, 10
         mem(i) = 100 * rank + i - 1
      end do
      call MPI_Win_create(mem, wsize, 4, MPI_INFO_NULL,
     &     MPI_COMM_WORLD, win, ierr)
      call MPI_Barrier(MPI_COMM_WORLD, ierr)

      buf = 5
      x = 0
      call MPI_Win_fence(MPI_MODE_NOPRECEDE, win, ierr)
      if (rank == 0) then
         call MPI_Put(buf,1,MPI_INTEGER,1,d0,1,MPI_INTEGER,win,ierr)
      end if
      if (rank == 1) then
         x = mem(1)
      end if
      call MPI_Win_fence(MPI_MODE_NOSTORE + MPI_MODE_NOSUCCEED, win,
     &     ierr)
      if (rank == 1) then
         mem(2) = 8
      end if
      call MPI_Win_fence(MPI_MODE_NOPRECEDE + MPI_MODE_NOPUT, win,
     &     ierr)
      if (rank == 0) then
         call MPI_Get(x,1,MPI_INTEGER,1,d1,1,MPI_INTEGER,win,ierr)
      end if
      call MPI_Win_fence(MPI_MODE_NOSUCCEED, win, ierr)
      print *, 'x =', x

      call MPI_Win_free(win, ierr)
      call MPI_Finalize(ierr)
      end program fence_assert

! { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" }
! { dg-output "  MPI_Put, remote write of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*fence-assert\\.f:40:\[0-9\]+\r?\n" }
! { dg-output "  Conflicting local load of size 4 at 0x\[0-9a-f\]+ by rank 1:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*fence-assert\\.f:43:\[0-9\]+\r?\n" }
! { dg-output "  Location is window \[0-9\]+ of rank 1, offset \\\[0, 4\\) of 40 bytes\\.\r?\n" }
! { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*fence-assert\\.f:40:\[0-9\]+ \\(MPI_Put, remote write from rank 0\\) and \[^\r\n\]*fence-assert\\.f:43:\[0-9\]+ \\(local load\\)\r?\n" }
