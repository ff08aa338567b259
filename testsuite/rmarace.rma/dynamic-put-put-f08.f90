! dynamic-put-put-f08.f90 -- two Puts to one attached integer of a dynamic
! window.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: a data race.  Every rank attaches REGION to a dynamic window
! and the addresses (MPI_Get_address) are exchanged with MPI_Allgather;
! ranks 0 and 2 put to REGION(1) of rank 1 in the same fence epoch.
! { dg-do run }
! { dg-rmarace-np 3 }
! { dg-shouldfail "data race" }

program dynamic_put_put_f08
  use mpi_f08
  implicit none
  integer :: rank, i
  type(MPI_Win) :: win
  integer(kind=MPI_ADDRESS_KIND), parameter :: d0 = 0, wsize = 40
  integer, asynchronous :: buf
  integer, allocatable, asynchronous :: region(:)
  integer(kind=MPI_ADDRESS_KIND) :: addr, addrs(0:2), four = 4

  call MPI_Init()
  call MPI_Comm_rank(MPI_COMM_WORLD, rank)
  call MPI_Barrier(MPI_COMM_WORLD)

  allocate(region(10))
  region = 0
  buf = rank
  call MPI_Win_create_dynamic(MPI_INFO_NULL, MPI_COMM_WORLD, win)
  call MPI_Win_attach(win, region, wsize)
  call MPI_Get_address(region, addr)
  call MPI_Allgather(addr, 1, MPI_AINT, addrs, 1, MPI_AINT, MPI_COMM_WORLD)

  call MPI_Win_fence(0, win)
  if (rank == 0) then
    call MPI_Put(buf, 1, MPI_INTEGER, 1, addrs(1), 1, MPI_INTEGER, win)
  end if
  if (rank == 2) then
    call MPI_Put(buf, 1, MPI_INTEGER, 1, addrs(1), 1, MPI_INTEGER, win)
  end if
  call MPI_Win_fence(0, win)

  call MPI_Win_detach(win, region)
  call MPI_Win_free(win)
  deallocate(region)

  call MPI_Finalize()
end program dynamic_put_put_f08

! { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" }
! { dg-output "  MPI_Put, remote write of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*dynamic-put-put-f08\\.f90:38:\[0-9\]+\r?\n" }
! { dg-output "  Conflicting MPI_Put, remote write of size 4 at 0x\[0-9a-f\]+ by rank 2:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*dynamic-put-put-f08\\.f90:41:\[0-9\]+\r?\n" }
! { dg-output "  Location is window \[0-9\]+ of rank 1\[^\r\n\]*\r?\n" }
! { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*dynamic-put-put-f08\\.f90:38:\[0-9\]+ \\(MPI_Put, remote write from rank 0\\) and \[^\r\n\]*dynamic-put-put-f08\\.f90:41:\[0-9\]+ \\(MPI_Put, remote write from rank 2\\)\r?\n" }
