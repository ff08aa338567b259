! irecv-irecv.f -- two pending MPI_Irecv into overlapping buffers
! (mpif.h).
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: a data race.  Rank 0 posts a receive into BUF(1:4) and,
! before it completes, another into BUF(3:6).
! { dg-do run }
! { dg-shouldfail "data race" }

      program irecv_irecv
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
         call MPI_Irecv(buf(3),4,ityp,1,1,icom,reqs(2),ierr)
         call MPI_Waitall(2, reqs, MPI_STATUSES_IGNORE, ierr)
      else if (rank == 1) then
         call MPI_Send(data, 4, ityp, 0, 0, icom, ierr)
         call MPI_Send(data, 4, ityp, 0, 1, icom, ierr)
      end if
      call MPI_Finalize(ierr)
      end program irecv_irecv

! { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" }
! { dg-output "  MPI_Irecv, receive buffer write of size 8 at 0x\[0-9a-f\]+ by rank 0:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*irecv-irecv\\.f:27:\[0-9\]+\r?\n" }
! { dg-output "  Conflicting MPI_Irecv, receive buffer write of size 8 at 0x\[0-9a-f\]+ by rank 0:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*irecv-irecv\\.f:28:\[0-9\]+\r?\n" }
! { dg-output "  Location is a local buffer of rank 0\\.\r?\n" }
! { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*irecv-irecv\\.f:27:\[0-9\]+ \\(MPI_Irecv, receive buffer write\\) and \[^\r\n\]*irecv-irecv\\.f:28:\[0-9\]+ \\(MPI_Irecv, receive buffer write\\)\r?\n" }
