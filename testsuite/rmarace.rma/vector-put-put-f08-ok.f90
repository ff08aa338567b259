! vector-put-put-f08-ok.f90 -- two strided Puts to complementary integers of
! one array.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: no race.  The twin of vector-put-put-f08.f90: rank 2 puts
! the integers 1, 3, 5, 7, 9.  The two vectors' extents overlap but
! their bytes do not.
! { dg-do run }
! { dg-rmarace-np 3 }

program vector_put_put_f08_ok
  use mpi_f08
  use, intrinsic :: iso_c_binding, only: c_ptr, c_f_pointer
  implicit none
  integer :: rank, i
  ! MPI reads and writes these between the calls that name them.
  integer, pointer, asynchronous :: mem(:)
  type(c_ptr) :: base
  type(MPI_Win) :: win
  integer(kind=MPI_ADDRESS_KIND), parameter :: d0 = 0, wsize = 40
  integer :: n2, stride2
  integer, asynchronous :: buf(5) = [1, 2, 3, 4, 5]
  integer(kind=MPI_ADDRESS_KIND), parameter :: d1 = 1
  type(MPI_Datatype) :: even, other

  call MPI_Init()
  call MPI_Comm_rank(MPI_COMM_WORLD, rank)
  call MPI_Win_allocate(wsize, 4, MPI_INFO_NULL, MPI_COMM_WORLD, base, win)
  call c_f_pointer(base, mem, [10])
  do i = 1, 10
    mem(i) = 100 * rank + i - 1
  end do
  call MPI_Barrier(MPI_COMM_WORLD)

  n2 = 5        ! integers 1, 3, 5, 7, 9
  stride2 = 2
  call MPI_Type_vector(5, 1, 2, MPI_INTEGER, even)
  call MPI_Type_vector(n2, 1, stride2, MPI_INTEGER, other)
  call MPI_Type_commit(even)
  call MPI_Type_commit(other)

  call MPI_Win_fence(0, win)
  if (rank == 0) then
    call MPI_Put(buf, 5, MPI_INTEGER, 1, d0, 1, even, win)
  end if
  if (rank == 2) then
    call MPI_Put(buf, n2, MPI_INTEGER, 1, d1, 1, other, win)
  end if
  call MPI_Win_fence(0, win)

  call MPI_Type_free(even)
  call MPI_Type_free(other)

  call MPI_Win_free(win)
  call MPI_Finalize()
end program vector_put_put_f08_ok
