! f-get-array-sum-ok.f90 -- a loop over the origin buffer of a
! completed MPI_Get.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: no race.  The twin of f-get-array-sum.f90: the loop comes
! after the flush.
! { dg-do run }
! { dg-options "-fplugin-arg-rmarace-runtime=optional" }

program f_get_array_sum_ok
  use mpi_f08
  implicit none
  integer, parameter :: n = 64
  integer :: rank, i, k
  integer(kind=8) :: total = 0
  type(MPI_Win) :: win
  integer, asynchronous :: mem(n)
  integer, allocatable, asynchronous :: buf(:)
  integer(kind=MPI_ADDRESS_KIND), parameter :: d0 = 0, wsize = 4 * n

  call MPI_Init()
  call MPI_Comm_rank(MPI_COMM_WORLD, rank)
  do i = 1, n
    mem(i) = i
  end do
  allocate(buf(n))
  call MPI_Win_create(mem, wsize, 4, MPI_INFO_NULL, MPI_COMM_WORLD, win)
  call MPI_Barrier(MPI_COMM_WORLD)
  call MPI_Win_lock_all(0, win)
  if (rank == 0) then
    do k = 1, 100
      call MPI_Get(buf, n, MPI_INTEGER, 1, d0, n, MPI_INTEGER, win)
      call MPI_Win_flush(1, win)
      if (k == 100) then
        do i = 1, n
          total = total + buf(i)
        end do
      end if
      total = total + buf(mod(k, n) + 1)
    end do
    print *, total
  end if
  call MPI_Win_unlock_all(win)
  call MPI_Win_free(win)
  deallocate(buf)
  call MPI_Finalize()
end program f_get_array_sum_ok
