! split-fence-put-load-ok.f -- a sub-communicator's window; the load after the
! fence.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: no race.  The twin of split-fence-put-load.f: world rank 2
! loads after the closing fence.
! { dg-do run }
! { dg-rmarace-np 3 }

      program split_fence_put_load_ok
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
         call MPI_Win_fence(0, win, ierr)
         if (rank == 2) then
            x = mem(1)
            print *, 'mem(1) =', x
         end if
         call MPI_Win_free(win, ierr)
         call MPI_Comm_free(sub, ierr)
      end if

      call MPI_Finalize(ierr)
      end program split_fence_put_load_ok
