! indexed-put-store.f90 -- a store into a block of an indexed datatype's Put.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: a data race.  Rank 0 puts with an indexed datatype of two
! blocks, integers 0-1 and 5-7 (counting from 0) of rank 1's window;
! rank 1 stores MEM(7), integer 6, in the same fence epoch.
! { dg-do run }
! { dg-shouldfail "data race" }

program indexed_put_store
  use mpi
  implicit none
  integer :: rank, ierr, i
  integer :: win
  ! MPI reads and writes these between the calls that name them.
  integer, asynchronous :: mem(10)
  integer(kind=MPI_ADDRESS_KIND), parameter :: d0 = 0, wsize = 40
  integer :: idx
  integer :: blocklens(2) = [2, 3], displs(2) = [0, 5]
  integer, asynchronous :: buf(5) = [1, 2, 3, 4, 5]
  integer :: blocks

  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  do i = 1, 10
    mem(i) = 100 * rank + i - 1
  end do
  call MPI_Win_create(mem, wsize, 4, MPI_INFO_NULL, MPI_COMM_WORLD, win, ierr)
  call MPI_Barrier(MPI_COMM_WORLD, ierr)

  idx = 7
  call MPI_Type_indexed(2, blocklens, displs, MPI_INTEGER, blocks, ierr)
  call MPI_Type_commit(blocks, ierr)

  call MPI_Win_fence(0, win, ierr)
  if (rank == 0) then
    call MPI_Put(buf, 5, MPI_INTEGER, 1, d0, 1, blocks, win, ierr)
  end if
  if (rank == 1) then
    mem(idx) = 0
  end if
  call MPI_Win_fence(0, win, ierr)

  call MPI_Type_free(blocks, ierr)

  call MPI_Win_free(win, ierr)
  call MPI_Finalize(ierr)
end program indexed_put_store

! { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" }
! { dg-output "  MPI_Put, remote write of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*indexed-put-store\\.f90:39:\[0-9\]+\r?\n" }
! { dg-output "  Conflicting local store of size 4 at 0x\[0-9a-f\]+ by rank 1:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*indexed-put-store\\.f90:42:\[0-9\]+\r?\n" }
! { dg-output "  Location is window \[0-9\]+ of rank 1, offset \\\[24, 28\\) of 40 bytes\\.\r?\n" }
! { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*indexed-put-store\\.f90:39:\[0-9\]+ \\(MPI_Put, remote write from rank 0\\) and \[^\r\n\]*indexed-put-store\\.f90:42:\[0-9\]+ \\(local store\\)\r?\n" }
