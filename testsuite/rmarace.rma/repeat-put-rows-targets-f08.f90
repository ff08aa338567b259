! repeat-put-rows-targets-f08.f90 -- one strided origin buffer put to
! two targets, one of them flushed, and another process's Put into it.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: a data race.  The Fortran form of repeat-put-rows-targets.c:
! in one lock_all epoch rank 0 puts 4 rows of 4 integers of its own
! window to the same rows of rank 1, then of rank 2, but completes only
! the Put to rank 2 (MPI_Win_flush (2)).  Then it tells rank 2, which
! puts into row 1 of rank 0: its write comes after the Put to rank 2
! but races with the Put to rank 1, which may still read those bytes.
! { dg-do run }
! { dg-rmarace-np 3 }
! { dg-shouldfail "data race" }

program repeat_put_rows_targets_f08
  use mpi_f08
  use, intrinsic :: iso_c_binding, only: c_ptr, c_f_pointer
  implicit none
  integer :: rank, i, t, tok
  ! MPI reads and writes these between the calls that name them.
  integer, pointer, asynchronous :: mem(:)
  integer, asynchronous :: src(4) = [1, 2, 3, 4]
  type(c_ptr) :: base
  type(MPI_Win) :: win
  type(MPI_Datatype) :: rows
  integer(kind=MPI_ADDRESS_KIND), parameter :: d0 = 0, d8 = 8, wsize = 128

  call MPI_Init()
  call MPI_Comm_rank(MPI_COMM_WORLD, rank)
  call MPI_Win_allocate(wsize, 4, MPI_INFO_NULL, MPI_COMM_WORLD, base, win)
  call c_f_pointer(base, mem, [32])
  do i = 1, 32
    mem(i) = 100 * rank + i - 1
  end do
  call MPI_Type_vector(4, 4, 8, MPI_INTEGER, rows)
  call MPI_Type_commit(rows)
  tok = 0
  call MPI_Barrier(MPI_COMM_WORLD)

  call MPI_Win_lock_all(0, win)
  if (rank == 0) then
    do t = 1, 2
      call MPI_Put(mem, 1, rows, t, d0, 1, rows, win)
    end do
    call MPI_Win_flush(2, win)
    call MPI_Send(tok, 1, MPI_INTEGER, 2, 0, MPI_COMM_WORLD)
    call MPI_Recv(tok, 1, MPI_INTEGER, 2, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE)
  end if
  if (rank == 2) then
    call MPI_Recv(tok, 1, MPI_INTEGER, 0, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE)
    call MPI_Put(src, 4, MPI_INTEGER, 0, d8, 4, MPI_INTEGER, win)
    call MPI_Win_flush(0, win)
    call MPI_Send(tok, 1, MPI_INTEGER, 0, 0, MPI_COMM_WORLD)
  end if
  call MPI_Win_unlock_all(win)
  call MPI_Barrier(MPI_COMM_WORLD)

  call MPI_Type_free(rows)
  call MPI_Win_free(win)
  call MPI_Finalize()
end program repeat_put_rows_targets_f08

! { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" }
! { dg-output "  MPI_Put, remote write of size 16 at 0x\[0-9a-f\]+ by rank 2:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*repeat-put-rows-targets-f08\\.f90:53:\[0-9\]+\r?\n" }
! { dg-output "  Conflicting MPI_Put, origin buffer read of size 16 at 0x\[0-9a-f\]+ by rank 0:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*repeat-put-rows-targets-f08\\.f90:45:\[0-9\]+\r?\n" }
! { dg-output "  Location is window \[0-9\]+ of rank 0, offset \\\[32, 48\\) of 128 bytes\\.\r?\n" }
! { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*repeat-put-rows-targets-f08\\.f90:53:\[0-9\]+ \\(MPI_Put, remote write from rank 2\\) and \[^\r\n\]*repeat-put-rows-targets-f08\\.f90:45:\[0-9\]+ \\(MPI_Put, origin buffer read\\)\r?\n" }
