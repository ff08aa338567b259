! host-put-store.f90 -- a store to a Put's buffer that a contained
! procedure also uses.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: a data race, at every -O level.  FILL, contained in WORK,
! uses WORK's BUF, so gfortran keeps BUF in WORK's frame (FRAME.n, a
! compiler-made record): WORK's store to BUF(2) after MPI_Put from it,
! before the unlock, is a store into that record, which must be checked
! like any variable.
! { dg-do run }
! { dg-shouldfail "data race" }

subroutine work(win)
  use mpi
  implicit none
  integer :: win, ierr, buf(4)
  integer(kind=MPI_ADDRESS_KIND) :: disp
  call fill()
  disp = 0
  call MPI_Win_lock(MPI_LOCK_SHARED, 1, 0, win, ierr)
  call MPI_Put(buf, 4, MPI_INTEGER, 1, disp, 4, MPI_INTEGER, win, ierr)
  buf(2) = 7
  call MPI_Win_unlock(1, win, ierr)
contains
  subroutine fill()
    buf = 1
  end subroutine fill
end subroutine work

program host_put_store
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
end program host_put_store

! { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" }
! { dg-output "  MPI_Put, origin buffer read of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*host-put-store\\.f90:23:\[0-9\]+\r?\n" }
! { dg-output "  Conflicting local store of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*host-put-store\\.f90:24:\[0-9\]+\r?\n" }
! { dg-output "  Location is a local buffer of rank 0\\.\r?\n" }
! { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*host-put-store\\.f90:23:\[0-9\]+ \\(MPI_Put, origin buffer read\\) and \[^\r\n\]*host-put-store\\.f90:24:\[0-9\]+ \\(local store\\)\r?\n" }
