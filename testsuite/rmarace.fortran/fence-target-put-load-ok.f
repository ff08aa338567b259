! fence-target-put-load-ok.f -- rank 1 loads after the epoch.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: no race.  The twin of fence-target-put-load.f: rank 1 loads
! MEM(1) after the closing fence and sees the value put.
! { dg-do run }

      program fence_target_put_load_ok
      implicit none
      include 'mpif.h'
      integer rank, ierr, win, i, x, errors
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
      errors = 0

      call MPI_Win_fence(0, win, ierr)
      if (rank == 0) then
         call MPI_Put(rank,1,MPI_INTEGER,1,d0,1,MPI_INTEGER,win,ierr)
      end if
      call MPI_Win_fence(0, win, ierr)
      if (rank == 1) then
         x = mem(1)
         if (x /= 0) errors = errors + 1
      end if

      call MPI_Win_free(win, ierr)
      call MPI_Finalize(ierr)
      if (errors /= 0) stop 1
      end program fence_target_put_load_ok
