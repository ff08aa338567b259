! rget-waitany-f08-ok.f90 -- a load of the Rget buffer MPI_Waitany completed.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: no race.  The twin of rget-waitany-f08.f90: rank 0 loads the
! buffer of the Rget that MPI_Waitany completed.
! { dg-do run }

program rget_waitany_f08_ok
  use mpi_f08
  use, intrinsic :: iso_c_binding, only: c_ptr, c_f_pointer
  implicit none
  integer :: rank, i
  ! MPI reads and writes these between the calls that name them.
  integer, pointer, asynchronous :: mem(:)
  type(c_ptr) :: base
  type(MPI_Win) :: win
  integer(kind=MPI_ADDRESS_KIND), parameter :: d0 = 0, wsize = 40
  integer :: idx, x
  integer(kind=MPI_ADDRESS_KIND) :: disp
  integer, asynchronous :: buf(2)
  type(MPI_Request) :: reqs(2)

  call MPI_Init()
  call MPI_Comm_rank(MPI_COMM_WORLD, rank)
  call MPI_Win_allocate(wsize, 4, MPI_INFO_NULL, MPI_COMM_WORLD, base, win)
  call c_f_pointer(base, mem, [10])
  do i = 1, 10
    mem(i) = 100 * rank + i - 1
  end do
  call MPI_Barrier(MPI_COMM_WORLD)

  call MPI_Win_lock_all(0, win)
  if (rank == 0) then
    do i = 1, 2
      disp = i - 1
      call MPI_Rget(buf(i), 1, MPI_INTEGER, 1, disp, 1, MPI_INTEGER, win, reqs(i))
    end do
    call MPI_Waitany(2, reqs, idx, MPI_STATUS_IGNORE)
    x = buf(idx)
    print *, 'x =', x
    call MPI_Waitall(2, reqs, MPI_STATUSES_IGNORE)
  end if
  call MPI_Win_unlock_all(win)

  call MPI_Win_free(win)
  call MPI_Finalize()
end program rget_waitany_f08_ok
