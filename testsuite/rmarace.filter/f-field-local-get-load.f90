! f-field-local-get-load.f90 -- a local derived-type variable's allocatable component is an
! MPI_Get origin.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: a data race.  G, a local variable of KERNEL (not a dummy,
! not TARGET, not in a module), is of a derived type with two
! allocatable components: IN's block is MPI_Get's origin buffer (FG_GET,
! in another file) and KERNEL reads IN(1) before FG_FLUSH, while the Get
! may still write it.  WORK's block never reaches MPI; the filter "field"
! drops the loads through it and must keep the load of IN(1).
! { dg-do run }
! { dg-shouldfail "data race" }
! { dg-rmarace-sources helpers/grid-get.f90 }

subroutine kernel(win, n, seen)
  implicit none
  integer :: win, n, i
  double precision :: seen
  type grid
    double precision, allocatable :: in(:), work(:)
  end type grid
  type(grid) :: g
  ! One statement each: the filter judges an allocation by its place in
  ! the source, and IN's block reaches MPI.
  allocate (g%in(n))
  allocate (g%work(n))
  g%in = 0
  do i = 1, n
    g%work(i) = i
  end do
  call fg_get(g%in, 4, win)
  seen = g%in(1)
  do i = 1, n, 2
    seen = seen + g%work(i) * g%work(n + 1 - i)
  end do
  call fg_flush(win)
end subroutine kernel

program f_field_local_get_load
  implicit none
  include 'mpif.h'
  integer :: rank, ierr, win
  double precision :: mem(4), seen
  integer(kind=MPI_ADDRESS_KIND) :: wsize

  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  mem = 10 + rank
  wsize = 32
  call MPI_Win_create(mem, wsize, 8, MPI_INFO_NULL, MPI_COMM_WORLD, win, &
                      ierr)
  call MPI_Win_lock_all(0, win, ierr)
  seen = 0
  if (rank == 0) call kernel(win, 6, seen)
  call MPI_Win_unlock_all(win, ierr)
  call MPI_Barrier(MPI_COMM_WORLD, ierr)
  if (seen < 0) print *, seen
  call MPI_Win_free(win, ierr)
  call MPI_Finalize(ierr)
end program f_field_local_get_load

! { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" }
! { dg-output "  MPI_Get, origin buffer write of size 8 at 0x\[0-9a-f\]+ by rank 0:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*grid-get\\.f90:19:\[0-9\]+\r?\n" }
! { dg-output "  Conflicting local load of size 8 at 0x\[0-9a-f\]+ by rank 0:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*f-field-local-get-load\\.f90:34:\[0-9\]+\r?\n" }
