! lockall-target-put-put.f90 -- ranks 0 and 2 put to one place.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: a data race.  Both Puts write MEM(3) of rank 1 with nothing
! ordering them.
! { dg-do run }
! { dg-rmarace-np 3 }
! { dg-shouldfail "data race" }

program lockall_target_put_put
  use mpi
  use, intrinsic :: iso_c_binding, only: c_ptr, c_f_pointer
  implicit none
  integer :: rank, ierr, win, i
  ! MPI reads and writes these between the calls that name them.
  integer, pointer, asynchronous :: mem(:)
  type(c_ptr) :: base
  integer(kind=MPI_ADDRESS_KIND), parameter :: d2 = 2
  integer(kind=MPI_ADDRESS_KIND), parameter :: wsize = 40

  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  call MPI_Win_allocate(wsize, 4, MPI_INFO_NULL, MPI_COMM_WORLD, base, win, ierr)
  call c_f_pointer(base, mem, [10])
  do i = 1, 10
    mem(i) = 100 * rank + i - 1
  end do
  call MPI_Barrier(MPI_COMM_WORLD, ierr)

  call MPI_Win_lock_all(0, win, ierr)
  if (rank == 0) then
    call MPI_Put(rank, 1, MPI_INTEGER, 1, d2, 1, MPI_INTEGER, win, ierr)
  end if
  if (rank == 2) then
    call MPI_Put(rank, 1, MPI_INTEGER, 1, d2, 1, MPI_INTEGER, win, ierr)
  end if
  call MPI_Win_unlock_all(win, ierr)

  call MPI_Win_free(win, ierr)
  call MPI_Finalize(ierr)
end program lockall_target_put_put

! { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" }
! { dg-output "  MPI_Put, remote write of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*lockall-target-put-put\\.f90:34:\[0-9\]+\r?\n" }
! { dg-output "  Conflicting MPI_Put, remote write of size 4 at 0x\[0-9a-f\]+ by rank 2:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*lockall-target-put-put\\.f90:37:\[0-9\]+\r?\n" }
! { dg-output "  Location is window 1 of rank 1, offset \\\[8, 12\\) of 40 bytes\\.\r?\n" }
! { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*lockall-target-put-put\\.f90:34:\[0-9\]+ \\(MPI_Put, remote write from rank 0\\) and \[^\r\n\]*lockall-target-put-put\\.f90:37:\[0-9\]+ \\(MPI_Put, remote write from rank 2\\)\r?\n" }
