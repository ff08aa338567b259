! comm-create-put-send-load-f08-ok.f90 -- a flushed Put in a window of a
! communicator from MPI_Comm_create, then a message on it, then a target
! load.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: no race.  The twin of comm-create-put-send-load-f08.f90 with
! MPI_Win_flush, which completes the Put at the target too; the message on
! the communicator from MPI_Comm_create then orders it before world rank
! 0's load.  No collective is called on that communicator before the
! message, so only its constructor can have made the runtime's record of
! it.
! { dg-do run }
! { dg-rmarace-np 3 }

program comm_create_put_send_load_f08_ok
  use mpi_f08
  use, intrinsic :: iso_c_binding, only: c_ptr, c_f_pointer
  implicit none
  integer :: wrank, rank, i
  ! MPI reads and writes these between the calls that name them.
  integer, pointer, asynchronous :: mem(:)
  type(c_ptr) :: base
  type(MPI_Group) :: wgroup, group
  type(MPI_Comm) :: comm
  type(MPI_Win) :: win
  integer(kind=MPI_ADDRESS_KIND), parameter :: d0 = 0, wsize = 40
  integer :: token = 0, x
  integer, asynchronous :: buf

  call MPI_Init()
  call MPI_Comm_rank(MPI_COMM_WORLD, wrank)
  call MPI_Comm_group(MPI_COMM_WORLD, wgroup)
  call MPI_Group_incl(wgroup, 2, [2, 0], group)
  call MPI_Comm_create(MPI_COMM_WORLD, group, comm)
  if (comm /= MPI_COMM_NULL) then
    ! World rank 2 is rank 0 of COMM, world rank 0 is rank 1.
    call MPI_Comm_rank(comm, rank)
    call MPI_Win_allocate(wsize, 4, MPI_INFO_NULL, comm, base, win)
    call c_f_pointer(base, mem, [10])
    do i = 1, 10
      mem(i) = 100 * wrank + i - 1
    end do
  end if
  call MPI_Barrier(MPI_COMM_WORLD)

  if (comm /= MPI_COMM_NULL) then
    buf = 5
    call MPI_Win_lock_all(0, win)
    if (rank == 0) then
      call MPI_Put(buf, 1, MPI_INTEGER, 1, d0, 1, MPI_INTEGER, win)
      call MPI_Win_flush(1, win)
      call MPI_Send(token, 1, MPI_INTEGER, 1, 0, comm)
    else
      call MPI_Recv(token, 1, MPI_INTEGER, 0, 0, comm, MPI_STATUS_IGNORE)
      x = mem(1)
      print *, 'mem(1) =', x
    end if
    call MPI_Win_unlock_all(win)
    call MPI_Win_free(win)
    call MPI_Comm_free(comm)
  end if
  call MPI_Group_free(group)
  call MPI_Group_free(wgroup)

  call MPI_Finalize()
end program comm_create_put_send_load_f08_ok
