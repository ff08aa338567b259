! windows-run-epochs-store.f90 -- many epochs of atomics on many
! windows, the target reading the counter after each, then a store
! racing with the last atomic of the last epoch.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: a data race.  The Fortran version of
! windows-run-epochs-store.c: 40 windows, one over each column of MEM;
! 200 lock_all epochs, epoch E on window mod(E, 40) + 1, a barrier after
! each.  In each, rank 1 adds to element 1 of rank 0 20 times with
! MPI_Fetch_and_op from one call site, flushing each (a run), then tells
! rank 0, which reads the element 20 times (each read finds the run's
! members ordered before it).  In the last epoch rank 1 tells rank 0
! before its last atomic, and rank 0 stores to the element.
! { dg-do run }
! { dg-shouldfail "data race" }

program windows_run_epochs_store
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
        if (i == adds .and. last) then
          call MPI_Send(tok, 1, MPI_INTEGER, 0, 0, MPI_COMM_WORLD)
        end if
        call MPI_Fetch_and_op(one, res, MPI_INTEGER, 0, d0, MPI_SUM, win(w))
        call MPI_Win_flush(0, win(w))
      end do
      if (.not. last) call MPI_Send(tok, 1, MPI_INTEGER, 0, 0, MPI_COMM_WORLD)
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
end program windows_run_epochs_store

! { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" }
! { dg-output "  MPI_Fetch_and_op, remote update of size 4 at 0x\[0-9a-f\]+ by rank 1:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*windows-run-epochs-store\\.f90:48:\[0-9\]+\r?\n" }
! { dg-output "  Conflicting local store of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*windows-run-epochs-store\\.f90:56:\[0-9\]+\r?\n" }
! { dg-output "  Location is window 40 of rank 0, offset \\\[0, 4\\) of 16 bytes\\.\r?\n" }
! { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*windows-run-epochs-store\\.f90:48:\[0-9\]+ \\(MPI_Fetch_and_op, remote update from rank 1\\) and \[^\r\n\]*windows-run-epochs-store\\.f90:56:\[0-9\]+ \\(local store\\)\r?\n" }
