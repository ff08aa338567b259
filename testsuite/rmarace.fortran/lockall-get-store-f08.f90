! lockall-get-store-f08.f90 -- a store to an MPI_Get buffer, lock_all.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: a data race.  Rank 0 stores to BUF(1) after MPI_Get into BUF,
! with no flush or unlock between.
! { dg-do run }
! { dg-shouldfail "data race" }

program lockall_get_store_f08
  use mpi_f08
  use, intrinsic :: iso_c_binding, only: c_ptr, c_f_pointer
  implicit none
  integer :: rank, i
  ! MPI reads and writes these between the calls that name them.
  integer, asynchronous :: buf(4) = [1, 2, 3, 4]
  integer, pointer, asynchronous :: mem(:)
  type(c_ptr) :: base
  type(MPI_Win) :: win
  integer(kind=MPI_ADDRESS_KIND), parameter :: d0 = 0
  integer(kind=MPI_ADDRESS_KIND), parameter :: wsize = 40

  call MPI_Init()
  call MPI_Comm_rank(MPI_COMM_WORLD, rank)
  call MPI_Win_allocate(wsize, 4, MPI_INFO_NULL, MPI_COMM_WORLD, base, win)
  call c_f_pointer(base, mem, [10])
  do i = 1, 10
    mem(i) = 100 * rank + i - 1
  end do
  call MPI_Barrier(MPI_COMM_WORLD)

  if (rank == 0) then
    call MPI_Win_lock_all(0, win)
    call MPI_Get(buf, 1, MPI_INTEGER, 1, d0, 1, MPI_INTEGER, win)
    buf(1) = 7
    call MPI_Win_unlock_all(win)
  end if

  call MPI_Win_free(win)
  call MPI_Finalize()
end program lockall_get_store_f08

! { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" }
! { dg-output "  MPI_Get, origin buffer write of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*lockall-get-store-f08\\.f90:35:\[0-9\]+\r?\n" }
! { dg-output "  Conflicting local store of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*lockall-get-store-f08\\.f90:36:\[0-9\]+\r?\n" }
! { dg-output "  Location is a local buffer of rank 0\\.\r?\n" }
! { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*lockall-get-store-f08\\.f90:35:\[0-9\]+ \\(MPI_Get, origin buffer write\\) and \[^\r\n\]*lockall-get-store-f08\\.f90:36:\[0-9\]+ \\(local store\\)\r?\n" }
