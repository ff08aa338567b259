! rput-testall-store.f -- a store to an Rput buffer before MPI_Testall
! succeeds.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: a data race.  Rank 0 stores to BUF(1) after MPI_Rput from it
! and before its MPI_Testall loop has seen both requests complete.
! { dg-do run }
! { dg-shouldfail "data race" }

      program rput_testall_store
      implicit none
      include 'mpif.h'
      integer rank, ierr, i
      integer win
      integer mem(10)
! MPI reads and writes these between the calls that name them.
      asynchronous mem
      integer(kind=MPI_ADDRESS_KIND) d0, wsize
      parameter (d0 = 0, wsize = 40)
      integer reqs(2), buf(2), ityp
      parameter (ityp = MPI_INTEGER)
      asynchronous buf
      logical flag
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

      buf(1) = 5
      buf(2) = 6
      flag = .false.
      call MPI_Win_lock_all(0, win, ierr)
      if (rank == 0) then
         call MPI_Rput(buf(1),1,ityp,1,d0,1,ityp,win,reqs(1),ierr)
         call MPI_Rput(buf(2),1,ityp,1,d1,1,ityp,win,reqs(2),ierr)
         buf(1) = 0
         do while (.not. flag)
            call MPI_Testall(2, reqs, flag, MPI_STATUSES_IGNORE, ierr)
         end do
         call MPI_Win_flush(1, win, ierr)
      end if
      call MPI_Win_unlock_all(win, ierr)

      call MPI_Win_free(win, ierr)
      call MPI_Finalize(ierr)
      end program rput_testall_store

! { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" }
! { dg-output "  MPI_Rput, origin buffer read of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*rput-testall-store\\.f:43:\[0-9\]+\r?\n" }
! { dg-output "  Conflicting local store of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*rput-testall-store\\.f:45:\[0-9\]+\r?\n" }
! { dg-output "  Location is a local buffer of rank 0\\.\r?\n" }
! { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*rput-testall-store\\.f:43:\[0-9\]+ \\(MPI_Rput, origin buffer read\\) and \[^\r\n\]*rput-testall-store\\.f:45:\[0-9\]+ \\(local store\\)\r?\n" }
