! windows-many-put-load.f90 -- a Put and a load at the target in one
! fence epoch, with more windows than the runtime walks one by one.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: a data race.  The Fortran version of windows-many-put-load.c:
! every rank makes 5 windows, one over each column of MEM, then a sixth
! over column 1 again, so rank 1's load is looked up among 6 windows by
! the runtime's index of their memory.  Rank 0 puts to element 1 of rank
! 1's first window; rank 1 loads it in the same fence epoch.
! { dg-do run }
! { dg-shouldfail "data race" }

program windows_many_put_load
  use mpi
  implicit none
  integer, parameter :: nwin = 5
  integer :: rank, ierr, i, x, win(nwin + 1)
  ! MPI reads and writes these between the calls that name them.
  integer, asynchronous :: mem(10, nwin), buf = 1
  integer(kind=MPI_ADDRESS_KIND), parameter :: d0 = 0, wsize = 40

  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  mem = 0
  do i = 1, nwin + 1
    call MPI_Win_create(mem(1, mod(i - 1, nwin) + 1), wsize, 4, MPI_INFO_NULL, &
                        MPI_COMM_WORLD, win(i), ierr)
  end do

  call MPI_Win_fence(0, win(1), ierr)
  if (rank == 0) then
    call MPI_Put(buf, 1, MPI_INTEGER, 1, d0, 1, MPI_INTEGER, win(1), ierr)
  end if
  if (rank == 1) then
    x = mem(1, 1)
    print *, 'mem(1, 1) =', x
  end if
  call MPI_Win_fence(0, win(1), ierr)

  do i = 1, nwin + 1
    call MPI_Win_free(win(i), ierr)
  end do
  call MPI_Finalize(ierr)
end program windows_many_put_load

! { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" }
! { dg-output "  MPI_Put, remote write of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*windows-many-put-load\\.f90:34:\[0-9\]+\r?\n" }
! { dg-output "  Conflicting local load of size 4 at 0x\[0-9a-f\]+ by rank 1:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*windows-many-put-load\\.f90:37:\[0-9\]+\r?\n" }
! { dg-output "  Location is window 1 of rank 1, offset \\\[0, 4\\) of 40 bytes\\.\r?\n" }
! { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*windows-many-put-load\\.f90:34:\[0-9\]+ \\(MPI_Put, remote write from rank 0\\) and \[^\r\n\]*windows-many-put-load\\.f90:37:\[0-9\]+ \\(local load\\)\r?\n" }
