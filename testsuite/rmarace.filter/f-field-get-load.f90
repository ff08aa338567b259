! f-field-get-load.f90 -- an allocatable component is an MPI_Get origin
! (mpif.h).
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: a data race.  G, a variable of the main program, is of a
! derived type with two allocatable components: IN is MPI_Get's origin
! buffer and rank 0 reads IN(1) before MPI_Win_flush, while the Get may
! still write it; WORK never reaches MPI.  The filter "field" covers C++
! classes only (see doc/plugin.md); this test checks that in Fortran
! nothing reached through a component's descriptor hides the race.
! { dg-do run }
! { dg-shouldfail "data race" }

program f_field_get_load
  implicit none
  include 'mpif.h'
  type grid
    double precision, allocatable :: in(:), work(:)
  end type grid
  type(grid), target :: g
  integer :: rank, ierr, win, i
  double precision :: mem(4), seen
  integer(kind=MPI_ADDRESS_KIND) :: d0, wsize

  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  allocate (g%in(4), g%work(4))
  g%in = 0
  g%work = 1
  mem = 10 + rank
  d0 = 0
  wsize = 32
  call MPI_Win_create(mem, wsize, 8, MPI_INFO_NULL, MPI_COMM_WORLD, win, &
                      ierr)
  call MPI_Win_lock_all(0, win, ierr)
  seen = 0
  if (rank == 0) then
    call MPI_Get(g%in, 4, MPI_DOUBLE_PRECISION, 1, d0, 4, &
                 MPI_DOUBLE_PRECISION, win, ierr)
    seen = g%in(1)
    do i = 1, 4
      seen = seen + g%work(i)
    end do
    call MPI_Win_flush(1, win, ierr)
  end if
  call MPI_Win_unlock_all(win, ierr)
  call MPI_Barrier(MPI_COMM_WORLD, ierr)
  if (seen < 0) print *, seen
  call MPI_Win_free(win, ierr)
  call MPI_Finalize(ierr)
end program f_field_get_load

! { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" }
! { dg-output "  MPI_Get, origin buffer write of size 8 at 0x\[0-9a-f\]+ by rank 0:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*f-field-get-load\\.f90:41:\[0-9\]+\r?\n" }
! { dg-output "  Conflicting local load of size 8 at 0x\[0-9a-f\]+ by rank 0:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*f-field-get-load\\.f90:42:\[0-9\]+\r?\n" }
