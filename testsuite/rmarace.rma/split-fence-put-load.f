! split-fence-put-load.f -- a fence epoch on a window of a sub-communicator.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: a data race.  MPI_Comm_split puts world ranks 0 and 2 in one
! communicator, where world rank 2 is rank 1 (world rank 1 is in none);
! rank 0 puts to it and world rank 2 loads the same integer in the same
! fence epoch.  Reports name world ranks.
! { dg-do run }
! { dg-rmarace-np 3 }
! { dg-shouldfail "data race" }

      program split_fence_put_load
      implicit none
      include 'mpif.h'
      integer rank, ierr, i
      integer(kind=MPI_ADDRESS_KIND) d0, wsize
      parameter (d0 = 0, wsize = 40)
      integer sub, color, x, win
      integer mem(10)
! MPI reads and writes these between the calls that name them.
      asynchronous mem

      call MPI_Init(ierr)
      call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)

      do i = 1, 10
         mem(i) = 100 * rank + i - 1
      end do
      if (rank == 1) then
         color = MPI_UNDEFINED
      else
         color = 0
      end if
      call MPI_Comm_split(MPI_COMM_WORLD, color, rank, sub, ierr)
      if (rank /= 1) then
         call MPI_Win_create(mem, wsize, 4, MPI_INFO_NULL, sub, win,
     &        ierr)
         call MPI_Win_fence(0, win, ierr)
         if (rank == 0) then
            call MPI_Put(rank,1,MPI_INTEGER,1,d0,1,MPI_INTEGER,win,ierr)
         end if
         if (rank == 2) then
            x = mem(1)
            print *, 'mem(1) =', x
         end if
         call MPI_Win_fence(0, win, ierr)
         call MPI_Win_free(win, ierr)
         call MPI_Comm_free(sub, ierr)
      end if

      call MPI_Finalize(ierr)
      end program split_fence_put_load

! { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" }
! { dg-output "  MPI_Put, remote write of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*split-fence-put-load\\.f:42:\[0-9\]+\r?\n" }
! { dg-output "  Conflicting local load of size 4 at 0x\[0-9a-f\]+ by rank 2:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*split-fence-put-load\\.f:45:\[0-9\]+\r?\n" }
! { dg-output "  Location is window \[0-9\]+ of rank 2, offset \\\[0, 4\\) of 40 bytes\\.\r?\n" }
! { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*split-fence-put-load\\.f:42:\[0-9\]+ \\(MPI_Put, remote write from rank 0\\) and \[^\r\n\]*split-fence-put-load\\.f:45:\[0-9\]+ \\(local load\\)\r?\n" }
