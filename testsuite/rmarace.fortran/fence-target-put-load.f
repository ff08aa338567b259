! fence-target-put-load.f -- rank 1 loads while rank 0 puts.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: a data race.  Rank 1 loads MEM(1) in the fence epoch in which
! rank 0 puts to it.
! { dg-do run }
! { dg-shouldfail "data race" }

      program fence_target_put_load
      implicit none
      include 'mpif.h'
      integer rank, ierr, win, i, x
      integer mem(10)
      ! MPI reads and writes these between the calls that name them.
      asynchronous mem
      integer(kind=MPI_ADDRESS_KIND) d0, wsize
      parameter (d0 = 0, wsize = 40)

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
         call MPI_Put(rank,1,MPI_INTEGER,1,d0,1,MPI_INTEGER,win,ierr)
      end if
      if (rank == 1) then
         x = mem(1)
         print *, 'mem(1) =', x
      end if
      call MPI_Win_fence(0, win, ierr)

      call MPI_Win_free(win, ierr)
      call MPI_Finalize(ierr)
      end program fence_target_put_load

! { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" }
! { dg-output "  MPI_Put, remote write of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*fence-target-put-load\\.f:32:\[0-9\]+\r?\n" }
! { dg-output "  Conflicting local load of size 4 at 0x\[0-9a-f\]+ by rank 1:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*fence-target-put-load\\.f:35:\[0-9\]+\r?\n" }
! { dg-output "  Location is window 1 of rank 1, offset \\\[0, 4\\) of 40 bytes\\.\r?\n" }
! { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*fence-target-put-load\\.f:32:\[0-9\]+ \\(MPI_Put, remote write from rank 0\\) and \[^\r\n\]*fence-target-put-load\\.f:35:\[0-9\]+ \\(local load\\)\r?\n" }
