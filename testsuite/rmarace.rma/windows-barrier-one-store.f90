! windows-barrier-one-store.f90 -- Barriers among many windows of which
! one has records, and a store at the target racing with a Put still
! pending across the second barrier.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: a data race.  The Fortran version of
! windows-barrier-one-store.c: 40 windows, one over each column of MEM,
! only window 13 (column 13) used; a Put in a lock epoch and a barrier,
! then a Put under MPI_Win_lock_all completed after the second barrier,
! after which rank 1 stores the element it writes.
! { dg-do run }
! { dg-shouldfail "data race" }

program windows_barrier_one_store
  use mpi
  implicit none
  integer, parameter :: nwin = 40, used = 13
  integer :: rank, ierr, i, win(nwin)
  ! MPI reads and writes these between the calls that name them.
  integer, asynchronous :: mem(4, nwin), buf = 1
  integer(kind=MPI_ADDRESS_KIND), parameter :: d0 = 0, d1 = 1, wsize = 16

  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  mem = 0
  do i = 1, nwin
    call MPI_Win_create(mem(1, i), wsize, 4, MPI_INFO_NULL, &
                        MPI_COMM_WORLD, win(i), ierr)
  end do

  if (rank == 0) then
    call MPI_Win_lock(MPI_LOCK_SHARED, 1, 0, win(used), ierr)
    call MPI_Put(buf, 1, MPI_INTEGER, 1, d0, 1, MPI_INTEGER, win(used), ierr)
    call MPI_Win_unlock(1, win(used), ierr)
  end if
  call MPI_Barrier(MPI_COMM_WORLD, ierr)

  call MPI_Win_lock_all(0, win(used), ierr)
  if (rank == 0) then
    call MPI_Put(buf, 1, MPI_INTEGER, 1, d1, 1, MPI_INTEGER, win(used), ierr)
  end if
  call MPI_Barrier(MPI_COMM_WORLD, ierr)
  if (rank == 1) then
    mem(2, used) = 2
  end if
  call MPI_Win_unlock_all(win(used), ierr)
  call MPI_Barrier(MPI_COMM_WORLD, ierr)
  if (rank == 1) then
    print *, 'mem(:, used) =', mem(1, used), mem(2, used)
  end if

  do i = 1, nwin
    call MPI_Win_free(win(i), ierr)
  end do
  call MPI_Finalize(ierr)
end program windows_barrier_one_store

! { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" }
! { dg-output "  MPI_Put, remote write of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*windows-barrier-one-store\\.f90:42:\[0-9\]+\r?\n" }
! { dg-output "  Conflicting local store of size 4 at 0x\[0-9a-f\]+ by rank 1:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*windows-barrier-one-store\\.f90:46:\[0-9\]+\r?\n" }
! { dg-output "  Location is window 13 of rank 1, offset \\\[4, 8\\) of 16 bytes\\.\r?\n" }
! { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*windows-barrier-one-store\\.f90:42:\[0-9\]+ \\(MPI_Put, remote write from rank 0\\) and \[^\r\n\]*windows-barrier-one-store\\.f90:46:\[0-9\]+ \\(local store\\)\r?\n" }
