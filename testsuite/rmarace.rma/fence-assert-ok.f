! fence-assert-ok.f -- fence assertions used correctly.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: no race.  The twin of fence-assert.f: rank 1 loads MEM(1)
! after the fence that closes the Put's epoch.  Every assertion holds.
! { dg-do run }

      program fence_assert_ok
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
      call MPI_Win_fence(MPI_MODE_NOSTORE + MPI_MODE_NOSUCCEED, win,
     &     ierr)
      if (rank == 1) then
         x = mem(1)
      end if
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
      end program fence_assert_ok
