! fence-get-put-ok.f -- MPI_Get, a fence, MPI_Put from an overlap.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: no race.  The twin of fence-get-put.f: the Put comes in the next
! epoch and sends the value the Get wrote.
! { dg-do run }

      program fence_get_put_ok
      implicit none
      include 'mpif.h'
      integer rank, ierr, win, i, errors
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
      errors = 0

      call MPI_Win_fence(0, win, ierr)
      if (rank == 0) then
         call MPI_Get(buf,2,MPI_INTEGER,1,d0,2,MPI_INTEGER,win,ierr)
      end if
      call MPI_Win_fence(0, win, ierr)
      if (rank == 0) then
         call MPI_Put(buf(2),2,MPI_INTEGER,1,d4,2,MPI_INTEGER,win,ierr)
      end if
      call MPI_Win_fence(0, win, ierr)
      if (rank == 1) then
         if (mem(5) /= 101 .or. mem(6) /= 3) errors = errors + 1
      end if

      call MPI_Win_free(win, ierr)
      call MPI_Finalize(ierr)
      if (errors /= 0) stop 1
      end program fence_get_put_ok
