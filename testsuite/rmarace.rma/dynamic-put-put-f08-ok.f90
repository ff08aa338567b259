! dynamic-put-put-f08-ok.f90 -- two Puts to different integers of a dynamic
! window.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: no race.  The twin of dynamic-put-put-f08.f90: rank 2 puts
! to REGION(2), four bytes further.
! { dg-do run }
! { dg-rmarace-np 3 }

program dynamic_put_put_f08_ok
  use mpi_f08
  implicit none
  integer :: rank, i
  type(MPI_Win) :: win
  integer(kind=MPI_ADDRESS_KIND), parameter :: d0 = 0, wsize = 40
  integer, asynchronous :: buf
  integer, allocatable, asynchronous :: region(:)
  integer(kind=MPI_ADDRESS_KIND) :: addr, addrs(0:2), four = 4

  call MPI_Init()
  call MPI_Comm_rank(MPI_COMM_WORLD, rank)
  call MPI_Barrier(MPI_COMM_WORLD)

  allocate(region(10))
  region = 0
  buf = rank
  call MPI_Win_create_dynamic(MPI_INFO_NULL, MPI_COMM_WORLD, win)
  call MPI_Win_attach(win, region, wsize)
  call MPI_Get_address(region, addr)
  call MPI_Allgather(addr, 1, MPI_AINT, addrs, 1, MPI_AINT, MPI_COMM_WORLD)

  call MPI_Win_fence(0, win)
  if (rank == 0) then
    call MPI_Put(buf, 1, MPI_INTEGER, 1, addrs(1), 1, MPI_INTEGER, win)
  end if
  if (rank == 2) then
    call MPI_Put(buf, 1, MPI_INTEGER, 1, MPI_Aint_add(addrs(1), four), 1, &
                 MPI_INTEGER, win)
  end if
  call MPI_Win_fence(0, win)

  call MPI_Win_detach(win, region)
  call MPI_Win_free(win)
  deallocate(region)

  call MPI_Finalize()
end program dynamic_put_put_f08_ok
