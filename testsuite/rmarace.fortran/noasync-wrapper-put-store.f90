! noasync-wrapper-put-store.f90 -- a store to a buffer handed to MPI_Put
! by a procedure of another file.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: a data race, at every -O level.  WORK calls no MPI itself:
! it hands BUF to RW_PUT, which starts MPI_Put from it, stores to BUF(2),
! and only then calls RW_UNLOCK.  BUF is not ASYNCHRONOUS and gfortran
! tells GCC that RW_PUT does not keep it, so at -O2 the store is deleted
! (nothing reads BUF later) unless BUF is known to escape.
! { dg-do run }
! { dg-shouldfail "data race" }
! { dg-rmarace-sources helpers/rma-wrappers.f90 }

subroutine work(win)
  implicit none
  integer :: win, buf(4)
  buf = 1
  call rw_lock(win)
  call rw_put(buf, 4, win)
  buf(2) = 7
  call rw_unlock(win)
end subroutine work

program noasync_wrapper_put_store
  use mpi
  implicit none
  integer :: rank, ierr, win, mem(4)
  integer(kind=MPI_ADDRESS_KIND) :: wsize

  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  mem = 0
  wsize = 16
  call MPI_Win_create(mem, wsize, 4, MPI_INFO_NULL, MPI_COMM_WORLD, win, ierr)
  if (rank == 0) call work(win)
  call MPI_Barrier(MPI_COMM_WORLD, ierr)
  call MPI_Win_free(win, ierr)
  call MPI_Finalize(ierr)
end program noasync_wrapper_put_store

! { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" }
! { dg-output "  MPI_Put, origin buffer read of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*rma-wrappers\\.f90:24:\[0-9\]+\r?\n" }
! { dg-output "  Conflicting local store of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*noasync-wrapper-put-store\\.f90:22:\[0-9\]+\r?\n" }
! { dg-output "  Location is a local buffer of rank 0\\.\r?\n" }
! { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*rma-wrappers\\.f90:24:\[0-9\]+ \\(MPI_Put, origin buffer read\\) and \[^\r\n\]*noasync-wrapper-put-store\\.f90:22:\[0-9\]+ \\(local store\\)\r?\n" }
