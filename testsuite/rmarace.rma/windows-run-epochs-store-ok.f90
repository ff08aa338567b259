! windows-run-epochs-store-ok.f90 -- many epochs of atomics on many
! windows, the target reading the counter after each, then storing to
! it after the last atomic.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: no race.  The twin of windows-run-epochs-store.f90: in the
! last epoch too rank 1 tells rank 0 after its last atomic, so rank 0's
! store is ordered after every member of the run.
! { dg-do run }

program windows_run_epochs_store_ok
  use mpi_f08
  implicit none
  integer, parameter :: nwin = 40, epochs = 200, adds = 20
  integer :: rank, e, i, w
  logical :: last
  type(MPI_Win) :: win(nwin)
  ! MPI reads and writes these between the calls that name them.
  integer, asynchronous :: mem(4, nwin), one = 1, res = 0, tok = 0
  integer, volatile :: sum
  integer(kind=MPI_ADDRESS_KIND), parameter :: d0 = 0, wsize = 16

  call MPI_Init()
  call MPI_Comm_rank(MPI_COMM_WORLD, rank)
  mem = 0
  sum = 0
  do w = 1, nwin
    call MPI_Win_create(mem(1, w), wsize, 4, MPI_INFO_NULL, &
                        MPI_COMM_WORLD, win(w))
  end do
  do e = 0, epochs - 1
    w = mod(e, nwin) + 1
    last = e == epochs - 1
    call MPI_Win_lock_all(0, win(w))
    if (rank == 1) then
      do i = 1, adds
        call MPI_Fetch_and_op(one, res, MPI_INTEGER, 0, d0, MPI_SUM, win(w))
        call MPI_Win_flush(0, win(w))
      end do
      call MPI_Send(tok, 1, MPI_INTEGER, 0, 0, MPI_COMM_WORLD)
    end if
    if (rank == 0) then
      call MPI_Recv(tok, 1, MPI_INTEGER, 1, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE)
      if (last) then
        mem(1, w) = 7
      else
        do i = 1, adds
          sum = sum + mem(1, w)
        end do
      end if
    end if
    call MPI_Win_unlock_all(win(w))
    call MPI_Barrier(MPI_COMM_WORLD)
  end do
  if (rank == 0) print *, 'sum', sum
  do w = 1, nwin
    call MPI_Win_free(win(w))
  end do
  call MPI_Finalize()
end program windows_run_epochs_store_ok
