! shared-load-store.f90 -- a load from a peer's shared segment, no
! synchronization.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: a data race.  Rank 1 stores to its own segment of a
! shared-memory window and rank 0 loads the same integer through the
! pointer MPI_Win_shared_query gave it; nothing orders the two.
! { dg-do run }
! { dg-shouldfail "data race" }

program shared_load_store
  use mpi
  use, intrinsic :: iso_c_binding, only: c_ptr, c_f_pointer
  implicit none
  integer :: rank, ierr, i
  integer(kind=MPI_ADDRESS_KIND), parameter :: d0 = 0, wsize = 40
  integer :: win, disp_unit, x
  ! MPI reads and writes these between the calls that name them.
  integer, pointer, asynchronous :: mem(:), peer(:)
  type(c_ptr) :: base, pbase
  integer(kind=MPI_ADDRESS_KIND) :: sz

  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)

  call MPI_Win_allocate_shared(wsize, 4, MPI_INFO_NULL, MPI_COMM_WORLD, base, win, ierr)
  call MPI_Win_shared_query(win, 1, sz, disp_unit, pbase, ierr)
  call c_f_pointer(base, mem, [10])
  call c_f_pointer(pbase, peer, [10])
  do i = 1, 10
    mem(i) = 100 * rank + i - 1
  end do
  call MPI_Barrier(MPI_COMM_WORLD, ierr)

  call MPI_Win_lock_all(MPI_MODE_NOCHECK, win, ierr)
  if (rank == 1) then
    mem(1) = 7
  end if
  if (rank == 0) then
    x = peer(1)
    print *, 'peer(1) =', x
  end if
  call MPI_Win_unlock_all(win, ierr)

  call MPI_Win_free(win, ierr)

  call MPI_Finalize(ierr)
end program shared_load_store

! { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" }
! { dg-output "  local load of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*shared-load-store\\.f90:42:\[0-9\]+\r?\n" }
! { dg-output "  Conflicting local store of size 4 at 0x\[0-9a-f\]+ by rank 1:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*shared-load-store\\.f90:39:\[0-9\]+\r?\n" }
! { dg-output "  Location is window \[0-9\]+ of rank 1\[^\r\n\]*\r?\n" }
! { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*shared-load-store\\.f90:42:\[0-9\]+ \\(local load by rank 0\\) and \[^\r\n\]*shared-load-store\\.f90:39:\[0-9\]+ \\(local store\\)\r?\n" }
