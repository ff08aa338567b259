! repeat-put-rows-load-f08.f90 -- a strided Put repeated to the same
! rows, each flushed, and a load of them at the target.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: a data race.  The Fortran form of repeat-put-rows-load.c:
! in one lock_all epoch rank 0 puts 4 rows of 4 integers to the same
! rows of rank 1, 4 times, reusing its origin buffer after
! MPI_Win_flush_local and completing each Put with MPI_Win_flush; rank
! 1 loads row 1 before the barrier that would order the Puts before it.
! { dg-do run }
! { dg-shouldfail "data race" }

program repeat_put_rows_load_f08
  use mpi_f08
  use, intrinsic :: iso_c_binding, only: c_ptr, c_f_pointer
  implicit none
  integer :: rank, i, k, v
  ! MPI reads and writes these between the calls that name them.
  integer, pointer, asynchronous :: mem(:)
  integer, asynchronous :: buf(32)
  type(c_ptr) :: base
  type(MPI_Win) :: win
  type(MPI_Datatype) :: rows
  integer(kind=MPI_ADDRESS_KIND), parameter :: d0 = 0, wsize = 128

  call MPI_Init()
  call MPI_Comm_rank(MPI_COMM_WORLD, rank)
  call MPI_Win_allocate(wsize, 4, MPI_INFO_NULL, MPI_COMM_WORLD, base, win)
  call c_f_pointer(base, mem, [32])
  do i = 1, 32
    mem(i) = 100 * rank + i - 1
    buf(i) = mem(i)
  end do
  call MPI_Type_vector(4, 4, 8, MPI_INTEGER, rows)
  call MPI_Type_commit(rows)
  call MPI_Barrier(MPI_COMM_WORLD)

  call MPI_Win_lock_all(0, win)
  if (rank == 0) then
    do k = 0, 3
      call MPI_Put(buf, 1, rows, 1, d0, 1, rows, win)
      call MPI_Win_flush_local(1, win)
      do i = 1, 32
        buf(i) = buf(i) + 1000
      end do
      call MPI_Win_flush(1, win)
    end do
  end if
  if (rank == 1) then
    v = mem(9)
    print *, 'row 1:', v
  end if
  call MPI_Win_unlock_all(win)
  call MPI_Barrier(MPI_COMM_WORLD)

  call MPI_Type_free(rows)
  call MPI_Win_free(win)
  call MPI_Finalize()
end program repeat_put_rows_load_f08

! { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" }
! { dg-output "  MPI_Put, remote write of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*repeat-put-rows-load-f08\\.f90:43:\[0-9\]+\r?\n" }
! { dg-output "  Conflicting local load of size 4 at 0x\[0-9a-f\]+ by rank 1:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*repeat-put-rows-load-f08\\.f90:52:\[0-9\]+\r?\n" }
! { dg-output "  Location is window \[0-9\]+ of rank 1, offset \\\[32, 36\\) of 128 bytes\\.\r?\n" }
! { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*repeat-put-rows-load-f08\\.f90:43:\[0-9\]+ \\(MPI_Put, remote write from rank 0\\) and \[^\r\n\]*repeat-put-rows-load-f08\\.f90:52:\[0-9\]+ \\(local load\\)\r?\n" }
