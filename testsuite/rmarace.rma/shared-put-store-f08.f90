! shared-put-store-f08.f90 -- a store into a shared window segment during a
! Put.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: a data race.  Rank 0 stores into rank 1's segment of a
! shared-memory window, through the pointer MPI_Win_shared_query gave
! it, in the fence epoch in which rank 2 puts to the same integer.
! { dg-do run }
! { dg-rmarace-np 3 }
! { dg-shouldfail "data race" }

program shared_put_store_f08
  use mpi_f08
  use, intrinsic :: iso_c_binding, only: c_ptr, c_f_pointer
  implicit none
  integer :: rank, i
  ! MPI reads and writes these between the calls that name them.
  integer, pointer, asynchronous :: mem(:)
  type(c_ptr) :: base
  type(MPI_Win) :: win
  integer(kind=MPI_ADDRESS_KIND), parameter :: d0 = 0, wsize = 40
  integer :: disp_unit
  integer, asynchronous :: buf
  integer, pointer, asynchronous :: peer(:)
  type(c_ptr) :: pbase
  integer(kind=MPI_ADDRESS_KIND) :: sz

  call MPI_Init()
  call MPI_Comm_rank(MPI_COMM_WORLD, rank)
  call MPI_Win_allocate_shared(wsize, 4, MPI_INFO_NULL, MPI_COMM_WORLD, base, win)
  call c_f_pointer(base, mem, [10])
  do i = 1, 10
    mem(i) = 100 * rank + i - 1
  end do

  call MPI_Win_shared_query(win, 1, sz, disp_unit, pbase)
  call c_f_pointer(pbase, peer, [10])
  buf = rank
  call MPI_Win_fence(0, win)
  if (rank == 2) then
    call MPI_Put(buf, 1, MPI_INTEGER, 1, d0, 1, MPI_INTEGER, win)
  end if
  if (rank == 0) then
    peer(1) = 7
  end if
  call MPI_Win_fence(0, win)

  call MPI_Win_free(win)
  call MPI_Finalize()
end program shared_put_store_f08

! { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" }
! { dg-output "  MPI_Put, remote write of size 4 at 0x\[0-9a-f\]+ by rank 2:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*shared-put-store-f08\\.f90:43:\[0-9\]+\r?\n" }
! { dg-output "  Conflicting local store of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*shared-put-store-f08\\.f90:46:\[0-9\]+\r?\n" }
! { dg-output "  Location is window \[0-9\]+ of rank 1\[^\r\n\]*\r?\n" }
! { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*shared-put-store-f08\\.f90:43:\[0-9\]+ \\(MPI_Put, remote write from rank 2\\) and \[^\r\n\]*shared-put-store-f08\\.f90:46:\[0-9\]+ \\(local store by rank 0\\)\r?\n" }
