! irecv-irecv-ok.f -- two MPI_Irecv into overlapping buffers, one
! after the other (mpif.h).
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: no race.  The twin of irecv-irecv.f: rank 0 waits for the
! first receive before it posts the second.
! { dg-do run }

      program irecv_irecv_ok
      implicit none
      include 'mpif.h'
      integer rank, ierr, ityp, icom
      parameter (ityp = MPI_INTEGER, icom = MPI_COMM_WORLD)
      integer reqs(2), data(4)
! MPI writes this between the calls that name it.
      integer buf(6)
      asynchronous buf

      call MPI_Init(ierr)
      call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
      buf = 0
      data = 1
      if (rank == 0) then
         call MPI_Irecv(buf(1),4,ityp,1,0,icom,reqs(1),ierr)
         call MPI_Wait(reqs(1), MPI_STATUS_IGNORE, ierr)
         call MPI_Irecv(buf(3),4,ityp,1,1,icom,reqs(2),ierr)
         call MPI_Wait(reqs(2), MPI_STATUS_IGNORE, ierr)
      else if (rank == 1) then
         call MPI_Send(data, 4, ityp, 0, 0, icom, ierr)
         call MPI_Send(data, 4, ityp, 0, 1, icom, ierr)
      end if
      call MPI_Finalize(ierr)
      end program irecv_irecv_ok
