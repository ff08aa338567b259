! mpi-internal-ok.f -- MPI's own reads and writes of RMA memory are not
! accesses.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: no race.  MPI_Recv writes a Put's origin buffer, MPI_Send
! reads window memory and MPI_Allreduce writes it, each ordered with the
! RMA calls by fences.  What MPI does inside its calls is never
! reported.
! { dg-do run }

      program mpi_internal_ok
      implicit none
      include 'mpif.h'
      integer rank, ierr, i
      integer win
      integer mem(10)
! MPI reads and writes these between the calls that name them.
      asynchronous mem
      integer(kind=MPI_ADDRESS_KIND) d0, wsize
      parameter (d0 = 0, wsize = 40)
      integer buf(2), got
      asynchronous buf, got
      integer(kind=MPI_ADDRESS_KIND) d5
      parameter (d5 = 5)

      call MPI_Init(ierr)
      call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
      do i = 1, 10
         mem(i) = 100 * rank + i - 1
      end do
      call MPI_Win_create(mem, wsize, 4, MPI_INFO_NULL,
     &     MPI_COMM_WORLD, win, ierr)
      call MPI_Barrier(MPI_COMM_WORLD, ierr)

      buf(1) = 1
      buf(2) = 2
      got = 0
      call MPI_Win_fence(0, win, ierr)
      if (rank == 0) then
         call MPI_Put(buf,2,MPI_INTEGER,1,d0,2,MPI_INTEGER,win,ierr)
      end if
      call MPI_Win_fence(0, win, ierr)
      if (rank == 1) then
         call MPI_Send(mem, 2, MPI_INTEGER, 0, 0, MPI_COMM_WORLD, ierr)
      else
         call MPI_Recv(buf, 2, MPI_INTEGER, 1, 0, MPI_COMM_WORLD,
     &        MPI_STATUS_IGNORE, ierr)
      end if
      call MPI_Allreduce(rank, mem(6), 1, MPI_INTEGER, MPI_SUM,
     &     MPI_COMM_WORLD, ierr)
      call MPI_Win_fence(0, win, ierr)
      if (rank == 0) then
         call MPI_Get(got,1,MPI_INTEGER,1,d5,1,MPI_INTEGER,win,ierr)
      end if
      call MPI_Win_fence(0, win, ierr)
      if (rank == 0) then
         print *, 'buf =', buf, ', got =', got
      end if

      call MPI_Win_free(win, ierr)
      call MPI_Finalize(ierr)
      end program mpi_internal_ok
