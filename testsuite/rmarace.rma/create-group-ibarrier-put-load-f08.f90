! create-group-ibarrier-put-load-f08.f90 -- an MPI_Ibarrier on a
! communicator from MPI_Comm_create_group orders only once it has completed.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: a data race.  Rank 0 puts, flushes and starts an
! MPI_Ibarrier; rank 1 starts it too but loads the location before its
! MPI_Wait, when rank 0 may not even have started the barrier (the twin
! of create-group-ibarrier-put-load-f08-ok.f90).
! { dg-do run }
! { dg-shouldfail "data race" }

program create_group_ibarrier_f08
  use mpi_f08
  use, intrinsic :: iso_c_binding, only: c_ptr, c_f_pointer
  implicit none
  integer :: rank, i
  ! MPI reads and writes these between the calls that name them.
  integer, pointer, asynchronous :: mem(:)
  type(c_ptr) :: base
  type(MPI_Win) :: win
  type(MPI_Request) :: req
  type(MPI_Group) :: world_group
  type(MPI_Comm) :: c
  integer(kind=MPI_ADDRESS_KIND), parameter :: d0 = 0, wsize = 40
  integer :: x
  integer, asynchronous :: buf

  call MPI_Init()
  call MPI_Comm_rank(MPI_COMM_WORLD, rank)
  call MPI_Win_allocate(wsize, 4, MPI_INFO_NULL, MPI_COMM_WORLD, base, win)
  call c_f_pointer(base, mem, [10])
  do i = 1, 10
    mem(i) = 100 * rank + i - 1
  end do
  call MPI_Barrier(MPI_COMM_WORLD)
  ! A new communicator on which no blocking collective runs: the
  ! barrier below orders only if its constructor made the runtime's
  ! record of it.
  call MPI_Comm_group(MPI_COMM_WORLD, world_group)
  call MPI_Comm_create_group(MPI_COMM_WORLD, world_group, 7, c)

  buf = 5
  call MPI_Win_lock_all(0, win)
  if (rank == 0) then
    call MPI_Put(buf, 1, MPI_INTEGER, 1, d0, 1, MPI_INTEGER, win)
    call MPI_Win_flush(1, win)
  end if
  call MPI_Ibarrier(c, req)
  if (rank == 1) then
    x = mem(1)
    print *, 'mem(1) =', x
  end if
  call MPI_Wait(req, MPI_STATUS_IGNORE)
  call MPI_Win_unlock_all(win)

  call MPI_Comm_free(c)
  call MPI_Group_free(world_group)
  call MPI_Win_free(win)
  call MPI_Finalize()
end program create_group_ibarrier_f08

! { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" }
! { dg-output "  MPI_Put, remote write of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*create-group-ibarrier-put-load-f08\\.f90:47:\[0-9\]+\r?\n" }
! { dg-output "  Conflicting local load of size 4 at 0x\[0-9a-f\]+ by rank 1:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*create-group-ibarrier-put-load-f08\\.f90:52:\[0-9\]+\r?\n" }
! { dg-output "  Location is window \[0-9\]+ of rank 1, offset \\\[0, 4\\) of 40 bytes\\.\r?\n" }
! { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*create-group-ibarrier-put-load-f08\\.f90:47:\[0-9\]+ \\(MPI_Put, remote write from rank 0\\) and \[^\r\n\]*create-group-ibarrier-put-load-f08\\.f90:52:\[0-9\]+ \\(local load\\)\r?\n" }
