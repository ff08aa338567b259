! log-path-f08.f90 -- log_path: the report goes to a file.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: a data race, reported in the file rma-log-path-f08.1 (the
! log_path prefix and the rank), which rank 1 prints after the epoch,
! each line prefixed with "log: ".  halt_on_error=0 lets it get there;
! MPI_Finalize then exits non-zero.
! { dg-do run }
! { dg-rmarace-env RMARACE_OPTIONS "halt_on_error=0:log_path=rma-log-path-f08" }
! { dg-shouldfail "data race" }

program log_path_f08
  use mpi_f08
  use, intrinsic :: iso_c_binding, only: c_ptr, c_f_pointer
  implicit none
  integer :: rank, i
  ! MPI reads and writes these between the calls that name them.
  integer, pointer, asynchronous :: mem(:)
  type(c_ptr) :: base
  type(MPI_Win) :: win
  integer(kind=MPI_ADDRESS_KIND), parameter :: d0 = 0, wsize = 40
  character(len=*), parameter :: log = 'rma-log-path-f08.1'
  character(len=512) :: line
  integer :: ios
  logical :: exists
  integer, asynchronous :: buf

  call MPI_Init()
  call MPI_Comm_rank(MPI_COMM_WORLD, rank)
  call MPI_Win_allocate(wsize, 4, MPI_INFO_NULL, MPI_COMM_WORLD, base, win)
  call c_f_pointer(base, mem, [10])
  do i = 1, 10
    mem(i) = 100 * rank + i - 1
  end do
  call MPI_Barrier(MPI_COMM_WORLD)

  if (rank == 1) then
    inquire (file=log, exist=exists)
    if (exists) then
      open (newunit=i, file=log)
      close (i, status='delete')
    end if
  end if
  call MPI_Barrier(MPI_COMM_WORLD)

  buf = 5
  call MPI_Win_fence(0, win)
  if (rank == 0) then
    call MPI_Put(buf, 1, MPI_INTEGER, 1, d0, 1, MPI_INTEGER, win)
  end if
  if (rank == 1) then
    mem(1) = 7
  end if
  call MPI_Win_fence(0, win)

  if (rank == 1) then
    open (newunit=i, file=log, status='old', action='read', iostat=ios)
    if (ios /= 0) then
      print '(2a)', 'no file ', log
    else
      do
        read (i, '(a)', iostat=ios) line
        if (ios /= 0) exit
        print '(2a)', 'log: ', trim(line)
      end do
      close (i, status='delete')
    end if
  end if

  call MPI_Win_free(win)
  call MPI_Finalize()
end program log_path_f08

! { dg-output "log: WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" }
! { dg-output "log:   MPI_Put, remote write of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" }
! { dg-output "log:     #0 \[^\r\n\]*log-path-f08\\.f90:51:\[0-9\]+\r?\n" }
! { dg-output "log:   Conflicting local store of size 4 at 0x\[0-9a-f\]+ by rank 1:\r?\n" }
! { dg-output "log:     #0 \[^\r\n\]*log-path-f08\\.f90:54:\[0-9\]+\r?\n" }
! { dg-output "log:   Location is window \[0-9\]+ of rank 1, offset \\\[0, 4\\) of 40 bytes\\.\r?\n" }
! { dg-output "log: SUMMARY: rmarace: data race \[^\r\n\]*log-path-f08\\.f90:51:\[0-9\]+ \\(MPI_Put, remote write from rank 0\\) and \[^\r\n\]*log-path-f08\\.f90:54:\[0-9\]+ \\(local store\\)\r?\n" }
