! lockall-get-get-ok.f -- two overlapping MPI_Gets, a flush between.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: no race.  The twin of lockall-get-get.f: MPI_Win_flush completes
! the first Get before the second starts.
! { dg-do run }

      program lockall_get_get_ok
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

      if (rank == 0) then
         call MPI_Win_lock_all(0, win, ierr)
         call MPI_Get(buf,2,MPI_INTEGER,1,d0,2,MPI_INTEGER,win,ierr)
         call MPI_Win_flush(1, win, ierr)
         call MPI_Get(buf(2),2,MPI_INTEGER,1,d4,2,MPI_INTEGER,win,ierr)
         call MPI_Win_unlock_all(win, ierr)
      end if
      if (rank == 0) then
         if (buf(1) /= 100 .or. buf(2) /= 104 .or. buf(3) /= 105) then
            errors = errors + 1
         end if
      end if

      call MPI_Win_free(win, ierr)
      call MPI_Finalize(ierr)
      if (errors /= 0) stop 1
      end program lockall_get_get_ok
