! repeat-put-rows-load-f08-ok.f90 -- a strided Put repeated to the same
! rows, each flushed, and a load of them at the target after a barrier.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: no race.  The twin of repeat-put-rows-load-f08.f90: rank 1
! loads row 1 after the epoch and a barrier, which order every Put
! before it.
! { dg-do run }

program repeat_put_rows_load_f08_ok
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
  call MPI_Win_unlock_all(win)
  call MPI_Barrier(MPI_COMM_WORLD)
  if (rank == 1) then
    v = mem(9)
    print *, 'row 1:', v
  end if

  call MPI_Type_free(rows)
  call MPI_Win_free(win)
  call MPI_Finalize()
end program repeat_put_rows_load_f08_ok
