! one-thread-fence-put-load.f90 -- in a team of one thread, a load of
! window memory after a fence races with a Put of the next epoch.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: a data race.  The Fortran version of
! one-thread-fence-put-load.c: in a team of one thread (num_threads(1)),
! rank 1 puts an integer into rank 0's window, both fence, and rank 0
! loads it; the fence also started the epoch of rank 1's next Put, which
! nothing orders after that load.
! { dg-do run }
! { dg-shouldfail "data race" }

program one_thread_fence_put_load
  use mpi
  implicit none
  integer :: rank, provided, ierr, win, i, it, total
  ! MPI reads and writes these between the calls that name them.
  integer, asynchronous :: val
  integer, asynchronous :: mem(10)
  integer(kind=MPI_ADDRESS_KIND), parameter :: d0 = 0, wsize = 40

  call MPI_Init_thread(MPI_THREAD_MULTIPLE, provided, ierr)
  if (provided /= MPI_THREAD_MULTIPLE) call MPI_Abort(MPI_COMM_WORLD, 1, ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  do i = 1, 10
    mem(i) = 100 * rank + i - 1
  end do
  call MPI_Win_create(mem, wsize, 4, MPI_INFO_NULL, MPI_COMM_WORLD, win, ierr)
  total = 0

  call MPI_Win_fence(MPI_MODE_NOPRECEDE, win, ierr)
  !$omp parallel num_threads(1) private(it, ierr) reduction(+:total)
    do it = 1, 2
      val = it
      if (rank == 1) call MPI_Put(val, 1, MPI_INTEGER, 0, d0, 1, MPI_INTEGER, win, ierr)
      call MPI_Win_fence(0, win, ierr)
      if (rank == 0) total = total + mem(1)
    end do
  !$omp end parallel
  call MPI_Win_fence(MPI_MODE_NOSUCCEED, win, ierr)
  if (rank == 0) print *, 'total =', total

  call MPI_Win_free(win, ierr)
  call MPI_Finalize(ierr)
end program one_thread_fence_put_load

! { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" }
! { dg-output "  MPI_Put, remote write of size 4 at 0x\[0-9a-f\]+ by rank 1:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*one-thread-fence-put-load\\.f90:37:\[0-9\]+\r?\n" }
! { dg-output "  Conflicting local load of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*one-thread-fence-put-load\\.f90:39:\[0-9\]+\r?\n" }
! { dg-output "  Location is window 1 of rank 0, offset \\\[0, 4\\) of 40 bytes\\.\r?\n" }
! { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*one-thread-fence-put-load\\.f90:37:\[0-9\]+ \\(MPI_Put, remote write from rank 1\\) and \[^\r\n\]*one-thread-fence-put-load\\.f90:39:\[0-9\]+ \\(local load\\)\r?\n" }
