! parallel-only-ok.f90 -- a program whose only OpenMP construct is a
! parallel region with a reduction.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: no race, and the right count.  The Fortran version of
! parallel-only-ok.c: every libgomp entry point the program calls is one
! the runtime stands in for, so a link with --as-needed leaves libgomp
! out; the runtime must load it itself.
! { dg-do run }

program parallel_only_ok
  use mpi
  implicit none
  integer :: provided, ierr, threads

  call MPI_Init_thread(MPI_THREAD_MULTIPLE, provided, ierr)
  if (provided /= MPI_THREAD_MULTIPLE) call MPI_Abort(MPI_COMM_WORLD, 1, ierr)
  threads = 0
  !$omp parallel reduction(+:threads)
  threads = threads + 1
  !$omp end parallel
  if (threads < 1) then
    print *, 'no thread ran the region'
    call MPI_Abort(MPI_COMM_WORLD, 1, ierr)
  end if
  call MPI_Finalize(ierr)
end program parallel_only_ok
