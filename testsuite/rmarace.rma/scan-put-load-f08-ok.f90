! scan-put-load-f08-ok.f90 -- a flushed Put from rank 0 to rank 2, then
! MPI_Scan, then a load at rank 2.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: no race.  The twin of scan-put-load-f08.f90 with the roles of
! ranks 0 and 2 swapped: rank 2's result depends on the data of every
! lower rank, rank 0's included, so the Scan orders the flushed Put
! before rank 2's load.
! { dg-do run }
! { dg-rmarace-np 3 }

program scan_put_load_f08_ok
  use mpi_f08
  use, intrinsic :: iso_c_binding, only: c_ptr, c_f_pointer
  implicit none
  integer :: rank, i
  ! MPI reads and writes these between the calls that name them.
  integer, pointer, asynchronous :: mem(:)
  type(c_ptr) :: base
  type(MPI_Win) :: win
  integer(kind=MPI_ADDRESS_KIND), parameter :: d0 = 0, wsize = 40
  integer :: sum, x
  integer, asynchronous :: buf

  call MPI_Init()
  call MPI_Comm_rank(MPI_COMM_WORLD, rank)
  call MPI_Win_allocate(wsize, 4, MPI_INFO_NULL, MPI_COMM_WORLD, base, win)
  call c_f_pointer(base, mem, [10])
  do i = 1, 10
    mem(i) = 100 * rank + i - 1
  end do
  call MPI_Barrier(MPI_COMM_WORLD)

  buf = 5
  call MPI_Win_lock_all(0, win)
  if (rank == 0) then
    call MPI_Put(buf, 1, MPI_INTEGER, 2, d0, 1, MPI_INTEGER, win)
    call MPI_Win_flush(2, win)
  end if
  call MPI_Scan(rank, sum, 1, MPI_INTEGER, MPI_SUM, MPI_COMM_WORLD)
  if (rank == 2) then
    x = mem(1)
    print *, 'mem(1) =', x
  end if
  call MPI_Win_unlock_all(win)

  call MPI_Win_free(win)
  call MPI_Finalize()
end program scan_put_load_f08_ok
