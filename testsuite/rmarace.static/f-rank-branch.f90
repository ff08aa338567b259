! f-rank-branch.f90 -- branches on the rank are correlated: if and select case.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.

! { dg-do compile }

! mpif.h, the rank a dummy argument.
subroutine rank_arg (win, rank, v)
  implicit none
  include 'mpif.h'
  integer :: win, rank, v, ierr
  integer(kind=MPI_ADDRESS_KIND) :: disp
  disp = 0
  call MPI_Win_lock_all (0, win, ierr)
  if (rank == 0) then
    call MPI_Get (v, 1, MPI_INTEGER, 1, disp, 1, MPI_INTEGER, win, ierr)
  end if
  if (rank > 0) then
    v = 1 ! { dg-bogus "race" }
  end if
  call MPI_Win_unlock_all (win, ierr)
end subroutine rank_arg

! mpi_f08, select case against if.
subroutine rank_f08 (win, v)
  use mpi_f08
  implicit none
  type(MPI_Win) :: win
  integer :: rank, v
  integer(kind=MPI_ADDRESS_KIND) :: disp
  disp = 0
  call MPI_Comm_rank (MPI_COMM_WORLD, rank)
  call MPI_Win_lock_all (0, win)
  select case (rank)
  case (0)
    call MPI_Get (v, 1, MPI_INTEGER, 1, disp, 1, MPI_INTEGER, win)
  case default
    v = 2
  end select
  if (rank >= 1) then
    v = 3 ! { dg-bogus "race" }
  end if
  call MPI_Win_unlock_all (win)
end subroutine rank_f08

! Even and odd ranks.
subroutine even_odd (win, v, sink)
  use mpi
  implicit none
  integer :: win, v, sink, rank, ierr
  integer(kind=MPI_ADDRESS_KIND) :: disp
  disp = 0
  call MPI_Comm_rank (MPI_COMM_WORLD, rank, ierr)
  call MPI_Win_lock_all (0, win, ierr)
  if (mod (rank, 2) == 0) then
    call MPI_Get (v, 1, MPI_INTEGER, 1, disp, 1, MPI_INTEGER, win, ierr)
  end if
  if (mod (rank, 2) == 1) then
    sink = v ! { dg-bogus "race" }
  end if
  call MPI_Win_unlock_all (win, ierr)
end subroutine even_odd

program frank
  use mpi
  implicit none
  integer :: rank, ierr, win, v, sink
  integer(kind=MPI_ADDRESS_KIND) :: disp
  call MPI_Init (ierr)
  call MPI_Comm_rank (MPI_COMM_WORLD, rank, ierr)
  call MPI_Win_create (v, 4_MPI_ADDRESS_KIND, 4, MPI_INFO_NULL, &
                       MPI_COMM_WORLD, win, ierr)
  disp = 0
  call MPI_Win_lock_all (0, win, ierr)
  if (rank == 0) then
    call MPI_Get (v, 1, MPI_INTEGER, 1, disp, 1, MPI_INTEGER, win, ierr)
  end if
  if (rank == 2) then
    call MPI_Get (v, 1, MPI_INTEGER, 1, disp, 1, MPI_INTEGER, win, ierr) ! { dg-bogus "race" }
  end if
  select case (rank)
  case (0)
    call MPI_Win_flush (1, win, ierr)
  case (1)
    call MPI_Win_flush (1, win, ierr)
  case default
    call MPI_Win_flush (1, win, ierr)
  end select
  select case (rank)
  case (0)
    call MPI_Get (v, 1, MPI_INTEGER, 1, disp, 1, MPI_INTEGER, win, ierr) ! { dg-message "note: MPI_Get into .v. started here" }
  case (1:2)
    v = 5 ! { dg-bogus "race" }
  case (3)
    sink = v ! { dg-bogus "race" }
  end select
  ! Rank 0 made the Get and does not flush; it stores to v below.
  if (rank == 1) then
    call MPI_Win_flush (1, win, ierr)
  end if
  if (rank /= 0) then
    v = 6 ! { dg-bogus "race" }
  end if
  if (rank < 4) then
    v = 7 ! { dg-warning "data race: MPI_Get into .v. is still pending when .v. is stored to here" }
  end if
  call MPI_Win_unlock_all (win, ierr)
  call MPI_Win_free (win, ierr)
  call MPI_Finalize (ierr)
end program
