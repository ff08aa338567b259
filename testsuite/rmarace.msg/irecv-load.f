! irecv-load.f -- a load of an MPI_Irecv buffer before MPI_Testall
! succeeds (mpif.h).
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: a data race.  Rank 1 loads BUF(2) after MPI_Irecv into BUF
! and before its MPI_Testall loop has seen the receive complete: MPI
! may still be writing BUF.
! { dg-do run }
! { dg-shouldfail "data race" }

      program irecv_load
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
         x = buf(2)
         do while (.not. flag)
            call MPI_Testall(1, reqs, flag, MPI_STATUSES_IGNORE, ierr)
         end do
         print *, 'x =', x + buf(2)
      else if (rank == 0) then
         buf = 5
         call MPI_Send(buf, 4, MPI_INTEGER, 1, 0, MPI_COMM_WORLD, ierr)
      end if
      call MPI_Finalize(ierr)
      end program irecv_load

! { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" }
! { dg-output "  MPI_Irecv, receive buffer write of size 4 at 0x\[0-9a-f\]+ by rank 1:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*irecv-load\\.f:29:\[0-9\]+\r?\n" }
! { dg-output "  Conflicting local load of size 4 at 0x\[0-9a-f\]+ by rank 1:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*irecv-load\\.f:30:\[0-9\]+\r?\n" }
! { dg-output "  Location is a local buffer of rank 1\\.\r?\n" }
! { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*irecv-load\\.f:29:\[0-9\]+ \\(MPI_Irecv, receive buffer write\\) and \[^\r\n\]*irecv-load\\.f:30:\[0-9\]+ \\(local load\\)\r?\n" }
