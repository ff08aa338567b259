! pscw-put-load.f90 -- a target load before MPI_Win_wait.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: a data race.  Rank 1 exposes its window to rank 0 with
! MPI_Win_post and loads MEM(1) before MPI_Win_wait, while rank 0 puts
! to it in the matching access epoch.
! { dg-do run }
! { dg-shouldfail "data race" }

program pscw_put_load
  use mpi
  implicit none
  integer :: rank, ierr, i
  integer :: win
  ! MPI reads and writes these between the calls that name them.
  integer, asynchronous :: mem(10)
  integer(kind=MPI_ADDRESS_KIND), parameter :: d0 = 0, wsize = 40
  integer :: world, group, peer(1), x
  integer, asynchronous :: buf

  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  do i = 1, 10
    mem(i) = 100 * rank + i - 1
  end do
  call MPI_Win_create(mem, wsize, 4, MPI_INFO_NULL, MPI_COMM_WORLD, win, ierr)
  call MPI_Barrier(MPI_COMM_WORLD, ierr)

  buf = 5
  peer(1) = 1 - rank
  call MPI_Comm_group(MPI_COMM_WORLD, world, ierr)
  call MPI_Group_incl(world, 1, peer, group, ierr)
  if (rank == 0) then
    call MPI_Win_start(group, 0, win, ierr)
    call MPI_Put(buf, 1, MPI_INTEGER, 1, d0, 1, MPI_INTEGER, win, ierr)
    call MPI_Win_complete(win, ierr)
  else
    call MPI_Win_post(group, 0, win, ierr)
    x = mem(1)
    call MPI_Win_wait(win, ierr)
    print *, 'mem(1) =', x
  end if
  call MPI_Group_free(group, ierr)
  call MPI_Group_free(world, ierr)

  call MPI_Win_free(win, ierr)
  call MPI_Finalize(ierr)
end program pscw_put_load

! { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" }
! { dg-output "  MPI_Put, remote write of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*pscw-put-load\\.f90:37:\[0-9\]+\r?\n" }
! { dg-output "  Conflicting local load of size 4 at 0x\[0-9a-f\]+ by rank 1:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*pscw-put-load\\.f90:41:\[0-9\]+\r?\n" }
! { dg-output "  Location is window \[0-9\]+ of rank 1, offset \\\[0, 4\\) of 40 bytes\\.\r?\n" }
! { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*pscw-put-load\\.f90:37:\[0-9\]+ \\(MPI_Put, remote write from rank 0\\) and \[^\r\n\]*pscw-put-load\\.f90:41:\[0-9\]+ \\(local load\\)\r?\n" }
