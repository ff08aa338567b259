! equivalence-put-store.f90 -- an EQUIVALENCE'd origin buffer stored to
! by its other name.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: a data race.  SRC and OTHER share their storage; rank 0 puts
! SRC to rank 1 and stores to OTHER(2) before MPI_Win_unlock completes
! the Put.
! { dg-do run }
! { dg-shouldfail "data race" }

program equivalence_put_store
  use mpi
  implicit none
  integer :: rank, ierr, win
  integer, asynchronous :: mem(4)
  integer :: src(4), other(4)
  equivalence (src, other)
  integer(kind=MPI_ADDRESS_KIND), parameter :: d0 = 0, wsize = 16

  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  mem = 0
  src = rank
  call MPI_Win_create(mem, wsize, 4, MPI_INFO_NULL, MPI_COMM_WORLD, win, ierr)
  if (rank == 0) then
    call MPI_Win_lock(MPI_LOCK_SHARED, 1, 0, win, ierr)
    call MPI_Put(src, 4, MPI_INTEGER, 1, d0, 4, MPI_INTEGER, win, ierr)
    other(2) = 7
    call MPI_Win_unlock(1, win, ierr)
  end if
  call MPI_Barrier(MPI_COMM_WORLD, ierr)
  print *, 'src(2) =', src(2)
  call MPI_Win_free(win, ierr)
  call MPI_Finalize(ierr)
end program equivalence_put_store

! { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" }
! { dg-output "  MPI_Put, origin buffer read of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*equivalence-put-store\\.f90:29:\[0-9\]+\r?\n" }
! { dg-output "  Conflicting local store of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*equivalence-put-store\\.f90:30:\[0-9\]+\r?\n" }
! { dg-output "  Location is a local buffer of rank 0\\.\r?\n" }
! { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*equivalence-put-store\\.f90:29:\[0-9\]+ \\(MPI_Put, origin buffer read\\) and \[^\r\n\]*equivalence-put-store\\.f90:30:\[0-9\]+ \\(local store\\)\r?\n" }
