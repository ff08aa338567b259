! noasync-pscw-target-store-f08.f90 -- the target stores to its window before MPI_Win_wait.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: a data race, at every -O level.  Rank 1 exposes MEM with
! MPI_Win_post and stores to MEM(1) before MPI_Win_wait, while rank 0's
! MPI_Put writes it.  MEM is not ASYNCHRONOUS, so at -O2 gfortran may
! move or delete the store: the check must see it where the program made it.
! { dg-do run }
! { dg-shouldfail "data race" }

program noasync_pscw_target_store_f08
  use mpi_f08
  implicit none
  integer :: rank, mem(4), one
  type(MPI_Win) :: win
  type(MPI_Group) :: world, peer
  integer(kind=MPI_ADDRESS_KIND), parameter :: d0 = 0
  integer(kind=MPI_ADDRESS_KIND), parameter :: wsize = 16

  call MPI_Init()
  call MPI_Comm_rank(MPI_COMM_WORLD, rank)
  mem = 0
  one = 1
  call MPI_Win_create(mem, wsize, 4, MPI_INFO_NULL, MPI_COMM_WORLD, win)
  call MPI_Comm_group(MPI_COMM_WORLD, world)
  call MPI_Group_incl(world, 1, [1 - rank], peer)
  if (rank == 0) then
    call MPI_Win_start(peer, 0, win)
    call MPI_Put(one, 1, MPI_INTEGER, 1, d0, 1, MPI_INTEGER, win)
    call MPI_Win_complete(win)
  else
    call MPI_Win_post(peer, 0, win)
    mem(1) = 7
    call MPI_Win_wait(win)
  end if
  call MPI_Group_free(peer)
  call MPI_Group_free(world)
  call MPI_Win_free(win)
  call MPI_Finalize()
end program noasync_pscw_target_store_f08

! { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" }
! { dg-output "  MPI_Put, remote write of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*noasync-pscw-target-store-f08\\.f90:31:\[0-9\]+\r?\n" }
! { dg-output "  Conflicting local store of size 4 at 0x\[0-9a-f\]+ by rank 1:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*noasync-pscw-target-store-f08\\.f90:35:\[0-9\]+\r?\n" }
! { dg-output "  Location is window 1 of rank 1, offset \\\[0, 4\\) of 16 bytes\\.\r?\n" }
! { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*noasync-pscw-target-store-f08\\.f90:31:\[0-9\]+ \\(MPI_Put, remote write from rank 0\\) and \[^\r\n\]*noasync-pscw-target-store-f08\\.f90:35:\[0-9\]+ \\(local store\\)\r?\n" }
