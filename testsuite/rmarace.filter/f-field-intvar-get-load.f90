! f-field-intvar-get-load.f90 -- allocated arrays indexed by an integer
! variable in memory; one is an MPI_Get origin.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: a data race.  The Fortran twin of field-intvar-get-load.c:
! ORDER, a module variable that MPI_Bcast sets, gives the row length
! ORDER / NPROCS of the nest of KERNEL (which calls no MPI itself).  IN's
! block is MPI_Get's origin buffer (FG_GET, in another file) and KERNEL
! reads it in the nest before FG_FLUSH, while the Get may still write
! it; A and B never reach MPI.  The loads of IN must stay instrumented.
! { dg-do run }
! { dg-shouldfail "data race" }
! { dg-rmarace-sources helpers/grid-get.f90 }

module f_field_intvar_data
  implicit none
  integer(kind=8) :: order = 3
end module f_field_intvar_data

subroutine kernel(win, nprocs, seen)
  use f_field_intvar_data
  implicit none
  integer :: win, nprocs
  integer(kind=8) :: i, j, block
  double precision :: seen
  double precision, allocatable :: in(:), a(:), b(:)
  block = order / nprocs
  allocate (in(order * order), a(order * order), b(order * order))
  in = 0
  b = 0
  do i = 1, order * order
    a(i) = i
  end do
  call fg_get(in, 2, win)
  do i = 0, block - 1
    do j = 0, block - 1
      b(1 + j + order * i) = b(1 + j + order * i) &
                             + a(1 + i + order * j) + in(1 + i + order * j)
    end do
  end do
  call fg_flush(win)
  seen = b(1)
  deallocate (in, a, b)
end subroutine kernel

program f_field_intvar_get_load
  use f_field_intvar_data
  implicit none
  include 'mpif.h'
  integer :: rank, nprocs, ierr, win
  double precision :: mem(16), seen
  integer(kind=MPI_ADDRESS_KIND) :: wsize

  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  call MPI_Comm_size(MPI_COMM_WORLD, nprocs, ierr)
  call MPI_Bcast(order, 1, MPI_INTEGER8, 0, MPI_COMM_WORLD, ierr)
  mem = 10 + rank
  wsize = 128
  call MPI_Win_create(mem, wsize, 8, MPI_INFO_NULL, MPI_COMM_WORLD, win, &
                      ierr)
  call MPI_Win_lock_all(0, win, ierr)
  seen = 0
  if (rank == 0) call kernel(win, nprocs, seen)
  call MPI_Win_unlock_all(win, ierr)
  call MPI_Barrier(MPI_COMM_WORLD, ierr)
  if (seen < 0) print *, seen
  call MPI_Win_free(win, ierr)
  call MPI_Finalize(ierr)
end program f_field_intvar_get_load

! { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" }
! { dg-output "  MPI_Get, origin buffer write of size \[0-9\]+ at 0x\[0-9a-f\]+ by rank 0:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*grid-get\\.f90:19:\[0-9\]+\r?\n" }
! { dg-output "  Conflicting local load of size \[0-9\]+ at 0x\[0-9a-f\]+ by rank 0:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*f-field-intvar-get-load\\.f90:40:\[0-9\]+\r?\n" }
