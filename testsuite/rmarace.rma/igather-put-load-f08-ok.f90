! igather-put-load-f08-ok.f90 -- MPI_Igather orders the members before
! the root.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: no race.  The twin of igather-put-load-f08.f90 with the roles
! of ranks 0 and 1 swapped: rank 0, a member, puts to rank 1, the root,
! and flushes before it starts the MPI_Igather, which orders the Put
! before rank 1's load after its MPI_Wait.
! { dg-do run }

program igather_put_load_f08_ok
  use mpi_f08
  use, intrinsic :: iso_c_binding, only: c_ptr, c_f_pointer
  implicit none
  integer :: rank, i
  ! MPI reads and writes these between the calls that name them.
  integer, pointer, asynchronous :: mem(:)
  type(c_ptr) :: base
  type(MPI_Win) :: win
  type(MPI_Request) :: req
  integer(kind=MPI_ADDRESS_KIND), parameter :: d0 = 0, wsize = 40
  integer :: x
  integer, asynchronous :: buf, all(2)

  call MPI_Init()
  call MPI_Comm_rank(MPI_COMM_WORLD, rank)
  call MPI_Win_allocate(wsize, 4, MPI_INFO_NULL, MPI_COMM_WORLD, base, win)
  call c_f_pointer(base, mem, [10])
  do i = 1, 10
    mem(i) = 100 * rank + i - 1
  end do
  call MPI_Barrier(MPI_COMM_WORLD)

  buf = 5
  call MPI_Win_lock_all(0, win)
  if (rank == 0) then
    call MPI_Put(buf, 1, MPI_INTEGER, 1, d0, 1, MPI_INTEGER, win)
    call MPI_Win_flush(1, win)
  end if
  call MPI_Igather(rank, 1, MPI_INTEGER, all, 1, MPI_INTEGER, 1, &
                   MPI_COMM_WORLD, req)
  call MPI_Wait(req, MPI_STATUS_IGNORE)
  if (rank == 1) then
    x = mem(1)
    print *, 'mem(1) =', x
  end if
  call MPI_Win_unlock_all(win)

  call MPI_Win_free(win)
  call MPI_Finalize()
end program igather_put_load_f08_ok
