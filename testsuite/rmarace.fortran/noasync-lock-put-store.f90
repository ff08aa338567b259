! noasync-lock-put-store.f90 -- a store to an MPI_Put buffer that is not ASYNCHRONOUS.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: a data race, at every -O level.  Rank 0 stores to BUF(2)
! after MPI_Put from BUF, before the unlock.  BUF is not ASYNCHRONOUS, so
! at -O2 gfortran deletes the store (nothing reads BUF later): the check
! must see it where the program made it.
! { dg-do run }
! { dg-shouldfail "data race" }

program noasync_lock_put_store
  use mpi
  implicit none
  integer :: rank, ierr, win, buf(4), mem(4)
  integer(kind=MPI_ADDRESS_KIND) :: disp, wsize

  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  mem = 0
  wsize = 16
  call MPI_Win_create(mem, wsize, 4, MPI_INFO_NULL, MPI_COMM_WORLD, win, ierr)
  buf = 1
  if (rank == 0) then
    disp = 0
    call MPI_Win_lock(MPI_LOCK_SHARED, 1, 0, win, ierr)
    call MPI_Put(buf, 4, MPI_INTEGER, 1, disp, 4, MPI_INTEGER, win, ierr)
    buf(2) = 7
    call MPI_Win_unlock(1, win, ierr)
  end if
  call MPI_Barrier(MPI_COMM_WORLD, ierr)
  call MPI_Win_free(win, ierr)
  call MPI_Finalize(ierr)
end program noasync_lock_put_store

! { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" }
! { dg-output "  MPI_Put, origin buffer read of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*noasync-lock-put-store\\.f90:28:\[0-9\]+\r?\n" }
! { dg-output "  Conflicting local store of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*noasync-lock-put-store\\.f90:29:\[0-9\]+\r?\n" }
! { dg-output "  Location is a local buffer of rank 0\\.\r?\n" }
! { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*noasync-lock-put-store\\.f90:28:\[0-9\]+ \\(MPI_Put, origin buffer read\\) and \[^\r\n\]*noasync-lock-put-store\\.f90:29:\[0-9\]+ \\(local store\\)\r?\n" }
