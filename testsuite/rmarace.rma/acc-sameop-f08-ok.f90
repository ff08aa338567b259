! acc-sameop-f08-ok.f90 -- MPI_SUM only under accumulate_ops=same_op.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: no race.  The twin of acc-sameop-f08.f90: under
! accumulate_ops set to same_op by MPI_Win_set_info, rank 2 fetches
! element 1 of rank 1 with MPI_SUM, the operation of rank 0's
! MPI_Accumulate.
! { dg-do run }
! { dg-rmarace-np 3 }

program acc_sameop_f08_ok
  use mpi_f08
  implicit none
  integer :: rank
  type(MPI_Win) :: win
  type(MPI_Info) :: info
  ! MPI reads and writes these between the calls that name them.
  integer, asynchronous :: mem(4), val = 3, res = 0
  integer(kind=MPI_ADDRESS_KIND), parameter :: d0 = 0, wsize = 16

  call MPI_Init()
  call MPI_Comm_rank(MPI_COMM_WORLD, rank)
  mem = 0
  call MPI_Win_create(mem, wsize, 4, MPI_INFO_NULL, MPI_COMM_WORLD, win)
  call MPI_Info_create(info)
  call MPI_Info_set(info, "accumulate_ops", "same_op")
  call MPI_Win_set_info(win, info)
  call MPI_Info_free(info)
  call MPI_Win_fence(0, win)
  if (rank == 0) then
    call MPI_Accumulate(val, 1, MPI_INTEGER, 1, d0, 1, MPI_INTEGER, MPI_SUM, win)
  end if
  if (rank == 2) then
    call MPI_Fetch_and_op(val, res, MPI_INTEGER, 1, d0, MPI_SUM, win)
  end if
  call MPI_Win_fence(0, win)
  call MPI_Win_free(win)
  call MPI_Finalize()
end program acc_sameop_f08_ok
