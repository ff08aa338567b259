! fence-one-origin-put-load.f90 -- fence epochs where one rank of four
! puts, or none does.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: a data race.  In the first epoch only rank 2 puts, to rank
! 3; the second epoch has no RMA call; in the third only rank 1 puts, to
! MEM(2) of rank 3, which loads it in that epoch.  A fence delivers the
! records as counted messages (most ranks are sent none), alternately of
! even and odd fences.
! { dg-do run }
! { dg-rmarace-np 4 }
! { dg-shouldfail "data race" }

program fence_one_origin_put_load
  use mpi
  implicit none
  integer :: rank, ierr, i, win, x
  ! MPI reads and writes these between the calls that name them.
  integer, asynchronous :: mem(10)
  integer(kind=MPI_ADDRESS_KIND), parameter :: d0 = 0, d1 = 1, wsize = 40
  integer, asynchronous :: buf

  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  do i = 1, 10
    mem(i) = 100 * rank + i - 1
  end do
  call MPI_Win_create(mem, wsize, 4, MPI_INFO_NULL, MPI_COMM_WORLD, win, ierr)
  buf = 5

  call MPI_Win_fence(0, win, ierr)
  if (rank == 2) then
    call MPI_Put(buf, 1, MPI_INTEGER, 3, d0, 1, MPI_INTEGER, win, ierr)
  end if
  call MPI_Win_fence(0, win, ierr)
  call MPI_Win_fence(0, win, ierr)
  if (rank == 1) then
    call MPI_Put(buf, 1, MPI_INTEGER, 3, d1, 1, MPI_INTEGER, win, ierr)
  end if
  if (rank == 3) then
    x = mem(2)
    print *, 'mem(2) =', x
  end if
  call MPI_Win_fence(0, win, ierr)
  if (rank == 3) then
    x = mem(1)
    print *, 'mem(1) =', x
  end if

  call MPI_Win_free(win, ierr)
  call MPI_Finalize(ierr)
end program fence_one_origin_put_load

! { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" }
! { dg-output "  MPI_Put, remote write of size 4 at 0x\[0-9a-f\]+ by rank 1:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*fence-one-origin-put-load\\.f90:40:\[0-9\]+\r?\n" }
! { dg-output "  Conflicting local load of size 4 at 0x\[0-9a-f\]+ by rank 3:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*fence-one-origin-put-load\\.f90:43:\[0-9\]+\r?\n" }
! { dg-output "  Location is window \[0-9\]+ of rank 3, offset \\\[4, 8\\) of 40 bytes\\.\r?\n" }
! { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*fence-one-origin-put-load\\.f90:40:\[0-9\]+ \\(MPI_Put, remote write from rank 1\\) and \[^\r\n\]*fence-one-origin-put-load\\.f90:43:\[0-9\]+ \\(local load\\)\r?\n" }
