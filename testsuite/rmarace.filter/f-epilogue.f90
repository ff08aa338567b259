! f-epilogue.f90 -- the vectorized loop's last iteration stores into a window.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: a data race.  GCC vectorizes the inner loop of the main
! program's nest two doubles at a time; a column has 4k + 3 elements,
! so its last one is stored by the scalar epilogue, which GCC unrolls
! into the outer loop, where its accesses keep their guards.  Rank 0
! puts into rank 1's A(N, 1), which only the epilogue stores, and enters
! a barrier before it flushes: the epilogue's store must be reported.
! { dg-do run }
! { dg-options "-fvect-cost-model=dynamic" }
! { dg-shouldfail "data race" }

program f_epilogue
  use mpi_f08
  use, intrinsic :: iso_c_binding, only: c_ptr, c_f_pointer
  implicit none
  integer, parameter :: n = 4 * 4 + 3
  integer :: rank, i, j, m
  real(kind=8), asynchronous :: one = 1
  real(kind=8), allocatable :: b(:, :)
  real(kind=8), pointer, contiguous, asynchronous :: a(:, :)
  type(c_ptr) :: base
  type(MPI_Win) :: win
  integer(kind=MPI_ADDRESS_KIND) :: d, wsize

  m = 3 + command_argument_count()
  d = n - 1
  wsize = (n * m + 1) * 8
  allocate(b(n, m))
  call MPI_Init()
  call MPI_Comm_rank(MPI_COMM_WORLD, rank)
  call MPI_Win_allocate(wsize, 8, MPI_INFO_NULL, MPI_COMM_WORLD, base, win)
  call c_f_pointer(base, a, [n, m])
  b = rank
  call MPI_Barrier(MPI_COMM_WORLD)
  call MPI_Win_lock_all(0, win)
  if (rank == 0) call MPI_Put(one, 1, MPI_REAL8, 1, d, 1, MPI_REAL8, win)
  call MPI_Barrier(MPI_COMM_WORLD)
  if (rank == 1) then
    do j = 1, m
      do i = 1, n
        a(i, j) = 2 * b(i, j)
      end do
    end do
  end if
  if (rank == 0) call MPI_Win_flush(1, win)
  call MPI_Win_unlock_all(win)

  call MPI_Win_free(win)
  call MPI_Finalize()
end program f_epilogue

! { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" }
! { dg-output "  MPI_Put, remote write of size 8 at 0x\[0-9a-f\]+ by rank 0:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*f-epilogue\\.f90:40:\[0-9\]+\r?\n" }
! { dg-output "  Conflicting local store of size 8 at 0x\[0-9a-f\]+ by rank 1:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*f-epilogue\\.f90:45:\[0-9\]+\r?\n" }
! { dg-output "  Location is window 1 of rank 1, offset \\\[144, 152\\) of 464 bytes\\.\r?\n" }
