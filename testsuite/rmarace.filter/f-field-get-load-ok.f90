! f-field-get-load-ok.f90 -- an allocatable component is an MPI_Get
! origin, read after the flush (mpif.h).
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: no race.  G, a variable of the main program, is of a
! derived type with two allocatable components: IN is MPI_Get's origin
! buffer and rank 0 reads IN(1) after MPI_Win_flush, when the Get has
! completed; WORK never reaches MPI.
! { dg-do run }

program f_field_get_load_ok
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
    call MPI_Win_flush(1, win, ierr)
    seen = g%in(1)
    do i = 1, 4
      seen = seen + g%work(i)
    end do
  end if
  call MPI_Win_unlock_all(win, ierr)
  call MPI_Barrier(MPI_COMM_WORLD, ierr)
  if (seen < 0) print *, seen
  call MPI_Win_free(win, ierr)
  call MPI_Finalize(ierr)
end program f_field_get_load_ok
