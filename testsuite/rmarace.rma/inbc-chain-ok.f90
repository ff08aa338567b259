! inbc-chain-ok.f90 -- the other nonblocking collectives order once their
! request completes, from Fortran.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: no race.  On 3 ranks, a chain of steps: in each, a rank puts
! to MEM(K) of another and flushes, all start one nonblocking collective
! that orders the first before the second (MPI_Iscatter, MPI_Iscatterv,
! MPI_Ireduce, MPI_Igatherv, MPI_Iscan, MPI_Iexscan, MPI_Iallgatherv,
! MPI_Ialltoallv, MPI_Ireduce_scatter, MPI_Ireduce_scatter_block) and
! completes it with MPI_Wait, and then the second loads MEM(K).
! { dg-do run }
! { dg-rmarace-np 3 }

program inbc_chain_ok
  use mpi
  implicit none
  integer :: rank, ierr, i
  integer :: win
  ! MPI reads and writes these between the calls that name them.
  integer, asynchronous :: mem(10)
  integer(kind=MPI_ADDRESS_KIND), parameter :: wsize = 40
  integer :: req
  integer, asynchronous :: buf
  integer :: all(6) = [1, 2, 3, 4, 5, 6], part(6), x
  integer :: counts(3) = [1, 2, 3], displs(3) = [0, 1, 3], ones(3) = 1

  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  do i = 1, 10
    mem(i) = 100 * rank + i - 1
  end do
  call MPI_Win_create(mem, wsize, 4, MPI_INFO_NULL, MPI_COMM_WORLD, win, ierr)
  call MPI_Barrier(MPI_COMM_WORLD, ierr)
  buf = 5
  call MPI_Win_lock_all(0, win, ierr)

  call put(2, 0, 2)
  call MPI_Iscatter(all, 1, MPI_INTEGER, x, 1, MPI_INTEGER, 2, &
                    MPI_COMM_WORLD, req, ierr)
  call MPI_Wait(req, MPI_STATUS_IGNORE, ierr)
  call load(0, 2)

  call put(1, 2, 3)
  call MPI_Iscatterv(all, counts, displs, MPI_INTEGER, part, &
                     counts(rank + 1), MPI_INTEGER, 1, MPI_COMM_WORLD, req, &
                     ierr)
  call MPI_Wait(req, MPI_STATUS_IGNORE, ierr)
  call load(2, 3)

  call put(2, 0, 4)
  call MPI_Ireduce(rank, x, 1, MPI_INTEGER, MPI_SUM, 0, MPI_COMM_WORLD, &
                   req, ierr)
  call MPI_Wait(req, MPI_STATUS_IGNORE, ierr)
  call load(0, 4)

  call put(1, 2, 5)
  call MPI_Igatherv(all, counts(rank + 1), MPI_INTEGER, part, counts, &
                    displs, MPI_INTEGER, 2, MPI_COMM_WORLD, req, ierr)
  call MPI_Wait(req, MPI_STATUS_IGNORE, ierr)
  call load(2, 5)

  call put(0, 1, 6)
  call MPI_Iscan(rank, x, 1, MPI_INTEGER, MPI_SUM, MPI_COMM_WORLD, req, ierr)
  call MPI_Wait(req, MPI_STATUS_IGNORE, ierr)
  call load(1, 6)

  call put(1, 2, 7)
  call MPI_Iexscan(rank, x, 1, MPI_INTEGER, MPI_SUM, MPI_COMM_WORLD, req, &
                   ierr)
  call MPI_Wait(req, MPI_STATUS_IGNORE, ierr)
  call load(2, 7)

  call put(2, 1, 8)
  call MPI_Iallgatherv(rank, 1, MPI_INTEGER, part, ones, displs, &
                       MPI_INTEGER, MPI_COMM_WORLD, req, ierr)
  call MPI_Wait(req, MPI_STATUS_IGNORE, ierr)
  call load(1, 8)

  call put(0, 2, 9)
  call MPI_Ialltoallv(all, ones, displs, MPI_INTEGER, part, ones, displs, &
                      MPI_INTEGER, MPI_COMM_WORLD, req, ierr)
  call MPI_Wait(req, MPI_STATUS_IGNORE, ierr)
  call load(2, 9)

  call put(1, 0, 10)
  call MPI_Ireduce_scatter(all, x, ones, MPI_INTEGER, MPI_SUM, &
                           MPI_COMM_WORLD, req, ierr)
  call MPI_Wait(req, MPI_STATUS_IGNORE, ierr)
  call load(0, 10)

  call put(2, 1, 1)
  call MPI_Ireduce_scatter_block(all, x, 1, MPI_INTEGER, MPI_SUM, &
                                 MPI_COMM_WORLD, req, ierr)
  call MPI_Wait(req, MPI_STATUS_IGNORE, ierr)
  call load(1, 1)

  call MPI_Win_unlock_all(win, ierr)
  call MPI_Win_free(win, ierr)
  call MPI_Finalize(ierr)

contains

  ! Rank FROM puts to MEM(K) of rank TO and flushes.
  subroutine put(from, to, k)
    integer, intent(in) :: from, to, k
    integer(kind=MPI_ADDRESS_KIND) :: disp
    if (rank == from) then
      disp = k - 1
      call MPI_Put(buf, 1, MPI_INTEGER, to, disp, 1, MPI_INTEGER, win, ierr)
      call MPI_Win_flush(to, win, ierr)
    end if
  end subroutine put

  ! Rank TO loads MEM(K).
  subroutine load(to, k)
    integer, intent(in) :: to, k
    integer :: y
    if (rank == to) then
      y = mem(k)
      print *, 'mem(', k, ') =', y
    end if
  end subroutine load
end program inbc_chain_ok
! { dg-rmarace-unsupported-with mpich "MPICH 4.0 over UCX moves the window base: puts land 12 bytes early (README)" }
