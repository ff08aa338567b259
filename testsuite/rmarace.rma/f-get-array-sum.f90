! f-get-array-sum.f90 -- a loop over the origin buffer of a pending
! MPI_Get, the only memory the runtime tracks outside the window.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: a data race.  The Fortran twin of get-array-sum.c: rank 0
! gets 64 integers into BUF, freshly allocated, and sums them before
! the flush.  The inline test of the hull before the loop
! (runtime=optional keeps it) learns the hull the call widened when the
! call returns, and must send the loads to the runtime.
! { dg-do run }
! { dg-options "-fplugin-arg-rmarace-runtime=optional" }
! { dg-shouldfail "data race" }

program f_get_array_sum
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
      if (k == 100) then
        do i = 1, n
          total = total + buf(i)
        end do
      end if
      call MPI_Win_flush(1, win)
      total = total + buf(mod(k, n) + 1)
    end do
    print *, total
  end if
  call MPI_Win_unlock_all(win)
  call MPI_Win_free(win)
  deallocate(buf)
  call MPI_Finalize()
end program f_get_array_sum

! { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" }
! { dg-output "  MPI_Get, origin buffer write of size \[0-9\]+ at 0x\[0-9a-f\]+ by rank 0:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*f-get-array-sum\\.f90:38:\[0-9\]+\r?\n" }
! { dg-output "  Conflicting local load of size \[0-9\]+ at 0x\[0-9a-f\]+ by rank 0:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*f-get-array-sum\\.f90:41:\[0-9\]+\r?\n" }
! { dg-output "  Location is a local buffer of rank 0\\.\r?\n" }
! { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*f-get-array-sum\\.f90:38:\[0-9\]+ \\(MPI_Get, origin buffer write\\) and \[^\r\n\]*f-get-array-sum\\.f90:41:\[0-9\]+ \\(local load\\)\r?\n" }
