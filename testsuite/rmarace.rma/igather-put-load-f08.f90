! igather-put-load-f08.f90 -- MPI_Igather orders the members before the
! root, not the root before the members.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: a data race.  Rank 1 puts to rank 0 and flushes before it
! starts an MPI_Igather rooted at itself; rank 0 loads the location after
! MPI_Wait completed the gather.  A gather orders the members' past
! before the root's future, not the root's past before the members'
! future.
! { dg-do run }
! { dg-shouldfail "data race" }

program igather_put_load_f08
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
  if (rank == 1) then
    call MPI_Put(buf, 1, MPI_INTEGER, 0, d0, 1, MPI_INTEGER, win)
    call MPI_Win_flush(0, win)
  end if
  call MPI_Igather(rank, 1, MPI_INTEGER, all, 1, MPI_INTEGER, 1, &
                   MPI_COMM_WORLD, req)
  call MPI_Wait(req, MPI_STATUS_IGNORE)
  if (rank == 0) then
    x = mem(1)
    print *, 'mem(1) =', x
  end if
  call MPI_Win_unlock_all(win)

  call MPI_Win_free(win)
  call MPI_Finalize()
end program igather_put_load_f08

! { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" }
! { dg-output "  MPI_Put, remote write of size 4 at 0x\[0-9a-f\]+ by rank 1:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*igather-put-load-f08\\.f90:41:\[0-9\]+\r?\n" }
! { dg-output "  Conflicting local load of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*igather-put-load-f08\\.f90:48:\[0-9\]+\r?\n" }
! { dg-output "  Location is window \[0-9\]+ of rank 0, offset \\\[0, 4\\) of 40 bytes\\.\r?\n" }
! { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*igather-put-load-f08\\.f90:41:\[0-9\]+ \\(MPI_Put, remote write from rank 1\\) and \[^\r\n\]*igather-put-load-f08\\.f90:48:\[0-9\]+ \\(local load\\)\r?\n" }
