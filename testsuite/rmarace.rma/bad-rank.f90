! bad-rank.f90 -- MPI_Put to a rank out of range, with MPI_ERRORS_RETURN.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: no race and no crash.  The window's error handler is
! MPI_ERRORS_RETURN and rank 0 puts to rank SIZE, which does not exist;
! the call returns MPI_ERR_RANK to the program, as it would without
! rmarace, and the program goes on.
! { dg-do run }

program bad_rank
  use mpi
  implicit none
  integer :: rank, ierr, i
  integer :: win
  ! MPI reads and writes these between the calls that name them.
  integer, asynchronous :: mem(10)
  integer(kind=MPI_ADDRESS_KIND), parameter :: d0 = 0, wsize = 40
  integer :: nranks, cls, x
  integer, asynchronous :: buf

  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  do i = 1, 10
    mem(i) = 100 * rank + i - 1
  end do
  call MPI_Win_create(mem, wsize, 4, MPI_INFO_NULL, MPI_COMM_WORLD, win, ierr)
  call MPI_Barrier(MPI_COMM_WORLD, ierr)

  buf = 5
  call MPI_Comm_size(MPI_COMM_WORLD, nranks, ierr)
  call MPI_Win_set_errhandler(win, MPI_ERRORS_RETURN, ierr)
  call MPI_Win_lock_all(0, win, ierr)
  if (rank == 0) then
    call MPI_Put(buf, 1, MPI_INTEGER, nranks, d0, 1, MPI_INTEGER, win, ierr)
    call MPI_Error_class(ierr, cls, i)
    if (ierr == MPI_SUCCESS) then
      print '(a)', 'MPI_Put to rank 2 returned MPI_SUCCESS'
    else if (cls == MPI_ERR_RANK) then
      print '(a)', 'MPI_Put to rank 2 returned MPI_ERR_RANK'
    else
      print '(a,i0)', 'MPI_Put to rank 2 returned error class ', cls
    end if
    flush (6)
    ! rmarace and MPI go on working.
    call MPI_Put(buf, 1, MPI_INTEGER, 1, d0, 1, MPI_INTEGER, win, ierr)
    call MPI_Win_flush(1, win, ierr)
  end if
  call MPI_Barrier(MPI_COMM_WORLD, ierr)
  if (rank == 1) then
    x = mem(1)
    print *, 'mem(1) =', x
  end if
  call MPI_Win_unlock_all(win, ierr)

  call MPI_Win_free(win, ierr)
  call MPI_Finalize(ierr)
end program bad_rank

! { dg-output "MPI_Put to rank 2 returned MPI_ERR_RANK\r?\n" }
