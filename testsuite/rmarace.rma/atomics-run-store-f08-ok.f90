! atomics-run-store-f08-ok.f90 -- the target stores to a counter between
! two halves of thousands of atomics on it, ordered with both.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: no race.  The twin of atomics-run-store-f08.f90: rank 1
! tells rank 0 after its 3000th flushed atomic and waits for its answer;
! rank 0 stores to the element between the two, so the store is ordered
! after the first 3000 atomics of the run and before the others.
! { dg-do run }

program atomics_run_store_f08_ok
  use mpi_f08
  implicit none
  integer :: rank, i
  type(MPI_Win) :: win
  ! MPI reads and writes these between the calls that name them.
  integer, asynchronous :: mem(4), one = 1, res = 0, tok = 0
  integer(kind=MPI_ADDRESS_KIND), parameter :: d0 = 0, wsize = 16

  call MPI_Init()
  call MPI_Comm_rank(MPI_COMM_WORLD, rank)
  mem = 0
  call MPI_Win_create(mem, wsize, 4, MPI_INFO_NULL, MPI_COMM_WORLD, win)
  call MPI_Barrier(MPI_COMM_WORLD)
  call MPI_Win_lock_all(0, win)
  if (rank == 1) then
    do i = 1, 6000
      call MPI_Fetch_and_op(one, res, MPI_INTEGER, 0, d0, MPI_SUM, win)
      call MPI_Win_flush(0, win)
      if (i == 3000) then
        call MPI_Send(tok, 1, MPI_INTEGER, 0, 0, MPI_COMM_WORLD)
        call MPI_Recv(tok, 1, MPI_INTEGER, 0, 0, MPI_COMM_WORLD, &
                      MPI_STATUS_IGNORE)
      end if
    end do
  end if
  if (rank == 0) then
    call MPI_Recv(tok, 1, MPI_INTEGER, 1, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE)
    mem(1) = 7
    call MPI_Send(tok, 1, MPI_INTEGER, 1, 0, MPI_COMM_WORLD)
  end if
  call MPI_Win_unlock_all(win)
  call MPI_Win_free(win)
  call MPI_Finalize()
end program atomics_run_store_f08_ok
