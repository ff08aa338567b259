! lockall-put-many-store.f90 -- one buffer put to every displacement of
! every target, then stored to before the flush.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: a data race.  Under MPI_Win_lock_all, rank 0 puts BUF to
! each of 10 elements of each of 3 ranks (itself included), 30 MPI_Put
! with one origin buffer pending at once, then stores to BUF before the
! MPI_Win_flush_all that completes them.
! { dg-do run }
! { dg-rmarace-np 3 }
! { dg-shouldfail "data race" }

program lockall_put_many_store
  use mpi
  implicit none
  integer :: rank, nranks, ierr, win, t, d
  integer :: mem(10)
  integer, asynchronous :: buf
  asynchronous :: mem
  integer(kind=MPI_ADDRESS_KIND) :: disp, wsize

  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  call MPI_Comm_size(MPI_COMM_WORLD, nranks, ierr)
  mem = 0
  buf = 7
  wsize = 40
  call MPI_Win_create(mem, wsize, 4, MPI_INFO_NULL, MPI_COMM_WORLD, win, ierr)
  call MPI_Barrier(MPI_COMM_WORLD, ierr)

  call MPI_Win_lock_all(0, win, ierr)
  if (rank == 0) then
    do t = 0, nranks - 1
      do d = 0, 9
        disp = d
        call MPI_Put(buf, 1, MPI_INTEGER, t, disp, 1, MPI_INTEGER, win, ierr)
      end do
    end do
    buf = 8
    call MPI_Win_flush_all(win, ierr)
  end if
  call MPI_Win_unlock_all(win, ierr)
  call MPI_Barrier(MPI_COMM_WORLD, ierr)

  call MPI_Win_free(win, ierr)
  call MPI_Finalize(ierr)
end program lockall_put_many_store

! { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" }
! { dg-output "  MPI_Put, origin buffer read of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*lockall-put-many-store\\.f90:38:\[0-9\]+\r?\n" }
! { dg-output "  Conflicting local store of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*lockall-put-many-store\\.f90:41:\[0-9\]+\r?\n" }
! { dg-output "  Location is a local buffer of rank 0\\.\r?\n" }
! { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*lockall-put-many-store\\.f90:38:\[0-9\]+ \\(MPI_Put, origin buffer read\\) and \[^\r\n\]*lockall-put-many-store\\.f90:41:\[0-9\]+ \\(local store\\)\r?\n" }
