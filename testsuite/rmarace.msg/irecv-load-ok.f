! irecv-load-ok.f -- a load of an MPI_Irecv buffer after MPI_Testall
! succeeds (mpif.h).
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: no race.  The twin of irecv-load.f: rank 1 loads BUF(2) only
! once its MPI_Testall loop has seen the receive complete.
! { dg-do run }

      program irecv_load_ok
      implicit none
      include 'mpif.h'
      integer rank, ierr, x
      integer reqs(1), ityp
      parameter (ityp = MPI_INTEGER)
! MPI writes this between the calls that name it.
      integer buf(4)
      asynchronous buf
      logical flag

      call MPI_Init(ierr)
      call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
      buf = 0
      flag = .false.
      if (rank == 1) then
         call MPI_Irecv(buf,4,ityp,0,0,MPI_COMM_WORLD,reqs(1),ierr)
         do while (.not. flag)
            call MPI_Testall(1, reqs, flag, MPI_STATUSES_IGNORE, ierr)
         end do
         x = buf(2)
         print *, 'x =', x + buf(2)
      else if (rank == 0) then
         buf = 5
         call MPI_Send(buf, 4, MPI_INTEGER, 1, 0, MPI_COMM_WORLD, ierr)
      end if
      call MPI_Finalize(ierr)
      end program irecv_load_ok
