! f-field-wrap-get-load-ok.f90 -- blocks from an allocating function,
! one of them an MPI_Get origin, read after the flush.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: no race.  XALLOC, a module function, allocates and
! returns a pointer array; KERNEL (which calls no MPI itself) gets IN
! and WORK from it.  IN's block is MPI_Get's origin buffer (FG_GET, in
! another file) and KERNEL reads IN(1), at a stride held in a variable,
! after FG_FLUSH.  WORK's block never reaches MPI (the C twin is
! field-wrap-get-load-ok.c).
! { dg-do run }
! { dg-rmarace-sources helpers/grid-get.f90 }

module f_field_wrap_alloc
  implicit none
contains
  function xalloc(n) result(p)
    integer, intent(in) :: n
    double precision, pointer :: p(:)
    allocate (p(n))
  end function xalloc
end module f_field_wrap_alloc

subroutine kernel(win, n, stride, seen)
  use f_field_wrap_alloc
  implicit none
  integer :: win, n, stride, i
  double precision :: seen
  double precision, pointer :: in(:), work(:)
  in => xalloc(n)
  work => xalloc(n)
  in = 0
  do i = 1, n
    work(i) = i
  end do
  call fg_get(in, 4, win)
  call fg_flush(win)
  seen = in(1) * work(stride)
  do i = 1, n, stride
    seen = seen + work(i) * work(n + 1 - i)
  end do
  deallocate (work)
  deallocate (in)
end subroutine kernel

program f_field_wrap_get_load_ok
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
  if (rank == 0) call kernel(win, 6, 1, seen)
  call MPI_Win_unlock_all(win, ierr)
  call MPI_Barrier(MPI_COMM_WORLD, ierr)
  if (seen < 0) print *, seen
  call MPI_Win_free(win, ierr)
  call MPI_Finalize(ierr)
end program f_field_wrap_get_load_ok
