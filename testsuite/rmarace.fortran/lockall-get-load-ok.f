! lockall-get-load-ok.f -- a load of an MPI_Get buffer after a flush.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: no race.  The twin of lockall-get-load.f: MPI_Win_flush
! completes the Get before the load.
! { dg-do run }

      program lockall_get_load_ok
      implicit none
      include 'mpif.h'
      integer rank, ierr, win, i, x, errors
      integer buf(4), mem(10)
      ! MPI reads and writes these between the calls that name them.
      asynchronous buf, mem
      integer(kind=MPI_ADDRESS_KIND) d0, wsize
      parameter (d0 = 0, wsize = 40)
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
         call MPI_Get(buf,1,MPI_INTEGER,1,d0,1,MPI_INTEGER,win,ierr)
         call MPI_Win_flush(1, win, ierr)
         x = buf(1)
         if (x /= 100) errors = errors + 1
         call MPI_Win_unlock_all(win, ierr)
      end if

      call MPI_Win_free(win, ierr)
      call MPI_Finalize(ierr)
      if (errors /= 0) stop 1
      end program lockall_get_load_ok
