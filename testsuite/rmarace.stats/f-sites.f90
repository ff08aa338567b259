! f-sites.f90 -- MPI site markers only where the runtime uses the site.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! As sites.c, in the three Fortran bindings: the plugin marks the site of
! the RMA calls and of the calls with message buffers only; the
! synchronization calls, MPI_Comm_rank and the like get none.  The run
! tests rmarace.rma/lockall-get-sync-put*.f90 check the reports.
! stats-expect: ^rmarace: stats: epoch_f08: .*mpi-sites 2( |\r?$)
! stats-expect: ^rmarace: stats: epoch_mpi: .*mpi-sites 2( |\r?$)
! stats-expect: ^rmarace: stats: epoch_mpifh: .*mpi-sites 3( |\r?$)

subroutine epoch_f08(win, buf, n, to)
  use mpi_f08
  implicit none
  type(MPI_Win), intent(in) :: win
  integer, intent(in) :: n, to
  real(kind=8), asynchronous :: buf(n)
  integer(kind=MPI_ADDRESS_KIND), parameter :: d0 = 0
  integer :: rank
  call MPI_Comm_rank(MPI_COMM_WORLD, rank)
  call MPI_Win_lock_all(0, win)
  call MPI_Put(buf, n, MPI_DOUBLE_PRECISION, to, d0, n, &
               MPI_DOUBLE_PRECISION, win)
  call MPI_Win_flush_local(to, win)
  call MPI_Get(buf, n, MPI_DOUBLE_PRECISION, to, d0, n, &
               MPI_DOUBLE_PRECISION, win)
  call MPI_Win_flush(to, win)
  call MPI_Win_unlock_all(win)
end subroutine epoch_f08

subroutine epoch_mpi(win, buf, n, to)
  use mpi
  implicit none
  integer, intent(in) :: win, n, to
  real(kind=8), asynchronous :: buf(n)
  integer(kind=MPI_ADDRESS_KIND), parameter :: d0 = 0
  integer :: rank, ierr
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  call MPI_Win_lock_all(0, win, ierr)
  call MPI_Put(buf, n, MPI_DOUBLE_PRECISION, to, d0, n, &
               MPI_DOUBLE_PRECISION, win, ierr)
  call MPI_Win_flush_local(to, win, ierr)
  call MPI_Get(buf, n, MPI_DOUBLE_PRECISION, to, d0, n, &
               MPI_DOUBLE_PRECISION, win, ierr)
  call MPI_Win_flush(to, win, ierr)
  call MPI_Win_unlock_all(win, ierr)
end subroutine epoch_mpi

subroutine epoch_mpifh(win, buf, n, to)
  implicit none
  include 'mpif.h'
  integer, intent(in) :: win, n, to
  real(kind=8), asynchronous :: buf(n)
  integer(kind=MPI_ADDRESS_KIND), parameter :: d0 = 0
  integer :: ierr
  call MPI_Win_fence(0, win, ierr)
  call MPI_Put(buf, n, MPI_DOUBLE_PRECISION, to, d0, n, &
               MPI_DOUBLE_PRECISION, win, ierr)
  call MPI_Win_fence(0, win, ierr)
  call MPI_Allreduce(MPI_IN_PLACE, buf, n, MPI_DOUBLE_PRECISION, MPI_SUM, &
                     MPI_COMM_WORLD, ierr)
  call MPI_Barrier(MPI_COMM_WORLD, ierr)
  call MPI_Bcast(buf, n, MPI_DOUBLE_PRECISION, 0, MPI_COMM_WORLD, ierr)
end subroutine epoch_mpifh
