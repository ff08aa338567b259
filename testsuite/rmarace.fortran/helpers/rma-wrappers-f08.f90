! rma-wrappers-f08.f90 -- MPI RMA calls behind procedures of another
! file, with "use mpi_f08" and an assumed-shape buffer.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Linked with the noasync-wrapper-f08-* tests (dg-rmarace-sources): the
! caller hands RW08_PUT a descriptor that gfortran builds for it.

subroutine rw08_lock(win)
  use mpi_f08
  implicit none
  type(MPI_Win) :: win
  call MPI_Win_lock(MPI_LOCK_SHARED, 1, 0, win)
end subroutine rw08_lock

subroutine rw08_put(buf, win)
  use mpi_f08
  implicit none
  integer :: buf(:)
  type(MPI_Win) :: win
  integer(kind=MPI_ADDRESS_KIND) :: disp
  disp = 0
  call MPI_Put(buf, size(buf), MPI_INTEGER, 1, disp, size(buf), MPI_INTEGER, win)
end subroutine rw08_put

subroutine rw08_unlock(win)
  use mpi_f08
  implicit none
  type(MPI_Win) :: win
  call MPI_Win_unlock(1, win)
end subroutine rw08_unlock
