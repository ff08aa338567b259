! shared-own-store-load.f90 -- a process stores into a neighbour's
! shared segment and loads it back; the neighbour loads it unordered.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: a data race.  The twin of shared-own-store-load-ok.f90:
! rank 1 stores to element 4 of rank 0's segment and loads it back,
! which is fine, but rank 0 loads it with no synchronization between.
! { dg-do run }
! { dg-shouldfail "data race" }

program shared_own_store_load
  use mpi
  use, intrinsic :: iso_c_binding, only: c_ptr, c_f_pointer
  implicit none
  integer :: rank, ierr
  integer(kind=MPI_ADDRESS_KIND), parameter :: wsize = 40
  integer :: win, disp_unit, x
  ! MPI reads and writes these between the calls that name them.
  integer, pointer, asynchronous :: b(:)
  type(c_ptr) :: base, pbase
  integer(kind=MPI_ADDRESS_KIND) :: sz

  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  call MPI_Win_allocate_shared(wsize, 4, MPI_INFO_NULL, MPI_COMM_WORLD, base, win, ierr)
  call MPI_Win_shared_query(win, 0, sz, disp_unit, pbase, ierr)
  call c_f_pointer(pbase, b, [10])

  call MPI_Win_lock_all(MPI_MODE_NOCHECK, win, ierr)
  if (rank == 1) then
    b(4) = 7
    x = b(4)
    print *, 'b(4) =', x
  end if
  if (rank == 0) then
    x = b(4)
    print *, 'b(4) =', x
  end if
  call MPI_Win_sync(win, ierr)
  call MPI_Barrier(MPI_COMM_WORLD, ierr)
  call MPI_Win_unlock_all(win, ierr)

  call MPI_Win_free(win, ierr)
  call MPI_Finalize(ierr)
end program shared_own_store_load

! { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" }
! { dg-output "  local load of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*shared-own-store-load\\.f90:38:\[0-9\]+\r?\n" }
! { dg-output "  Conflicting local store of size 4 at 0x\[0-9a-f\]+ by rank 1:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*shared-own-store-load\\.f90:33:\[0-9\]+\r?\n" }
! { dg-output "  Location is window 1 of rank 0, offset \\\[12, 16\\) of 40 bytes\\.\r?\n" }
! { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*shared-own-store-load\\.f90:38:\[0-9\]+ \\(local load\\) and \[^\r\n\]*shared-own-store-load\\.f90:33:\[0-9\]+ \\(local store by rank 1\\)\r?\n" }
