! lockall-get-sync-put.f90 -- MPI_Get, calls without a site, MPI_Put.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: a data race.  As lockall-get-sync-put.c, with "use mpi": the
! Get writes BUF(1:2) while the Put reads BUF(2:3); the flush goes to
! rank 0 itself.  Only the two RMA calls have a site marker, not the
! flush, MPI_Win_sync or MPI_Comm_size between them.
! { dg-do run }
! { dg-shouldfail "data race" }

program lockall_get_sync_put
  use mpi
  use, intrinsic :: iso_c_binding, only: c_ptr, c_f_pointer
  implicit none
  integer :: rank, nproc, i, ierr, win
  integer, asynchronous :: buf(4) = [1, 2, 3, 4]
  integer, pointer :: mem(:)
  type(c_ptr) :: base
  integer(kind=MPI_ADDRESS_KIND), parameter :: d0 = 0, d4 = 4
  integer(kind=MPI_ADDRESS_KIND), parameter :: wsize = 40

  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  call MPI_Win_allocate(wsize, 4, MPI_INFO_NULL, MPI_COMM_WORLD, base, &
                        win, ierr)
  call c_f_pointer(base, mem, [10])
  do i = 1, 10
    mem(i) = 100 * rank + i - 1
  end do
  call MPI_Barrier(MPI_COMM_WORLD, ierr)

  if (rank == 0) then
    call MPI_Win_lock_all(0, win, ierr)
    call MPI_Get(buf, 2, MPI_INTEGER, 1, d0, 2, MPI_INTEGER, win, ierr)
    call MPI_Win_flush_local(0, win, ierr)
    call MPI_Win_sync(win, ierr)
    call MPI_Comm_size(MPI_COMM_WORLD, nproc, ierr)
    call MPI_Put(buf(2), 2, MPI_INTEGER, 1, d4, 2, MPI_INTEGER, win, ierr)
    call MPI_Win_unlock_all(win, ierr)
  end if
  call MPI_Barrier(MPI_COMM_WORLD, ierr)

  call MPI_Win_free(win, ierr)
  call MPI_Finalize(ierr)
end program lockall_get_sync_put

! { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" }
! { dg-output "  MPI_Get, origin buffer write of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*lockall-get-sync-put\\.f90:36:\[0-9\]+\r?\n" }
! { dg-output "  Conflicting MPI_Put, origin buffer read of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*lockall-get-sync-put\\.f90:40:\[0-9\]+\r?\n" }
! { dg-output "  Location is a local buffer of rank 0\\.\r?\n" }
! { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*lockall-get-sync-put\\.f90:36:\[0-9\]+ \\(MPI_Get, origin buffer write\\) and \[^\r\n\]*lockall-get-sync-put\\.f90:40:\[0-9\]+ \\(MPI_Put, origin buffer read\\)\r?\n" }
