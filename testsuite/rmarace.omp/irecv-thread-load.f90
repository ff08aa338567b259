! irecv-thread-load.f90 -- another thread loads an MPI_Irecv buffer
! before the receive completes (use mpi_f08).
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: a data race.  On rank 1, thread 0 posts MPI_Irecv into BUF;
! after an OpenMP barrier thread 1 loads BUF(2), and only after a second
! barrier does thread 0 wait for the receive.
! { dg-do run }
! { dg-shouldfail "data race" }

program irecv_thread_load
  use mpi_f08
  use omp_lib
  implicit none
  integer :: provided, rank, x
  ! MPI writes this between the calls that name it.
  integer, asynchronous :: buf(4)
  type(MPI_Request) :: req

  call MPI_Init_thread(MPI_THREAD_FUNNELED, provided)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank)
  buf = 0
  x = 0
  if (rank == 1) then
    !$omp parallel shared(buf, req, x)
    if (omp_get_thread_num() == 0) then
      call MPI_Irecv(buf, 4, MPI_INTEGER, 0, 0, MPI_COMM_WORLD, req)
    end if
    !$omp barrier
    if (omp_get_thread_num() == 1) x = buf(2)
    !$omp barrier
    if (omp_get_thread_num() == 0) call MPI_Wait(req, MPI_STATUS_IGNORE)
    !$omp end parallel
    print *, 'x =', x
  else if (rank == 0) then
    buf = 5
    call MPI_Send(buf, 4, MPI_INTEGER, 1, 0, MPI_COMM_WORLD)
  end if
  call MPI_Finalize()
end program irecv_thread_load

! { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" }
! { dg-output "  MPI_Irecv, receive buffer write of size 4 at 0x\[0-9a-f\]+ by rank 1, thread 0:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*irecv-thread-load\\.f90:29:\[0-9\]+\r?\n" }
! { dg-output "  Conflicting local load of size 4 at 0x\[0-9a-f\]+ by rank 1, thread 1:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*irecv-thread-load\\.f90:32:\[0-9\]+\r?\n" }
! { dg-output "  Location is a local buffer of rank 1\\.\r?\n" }
! { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*irecv-thread-load\\.f90:29:\[0-9\]+ \\(MPI_Irecv, receive buffer write, thread 0\\) and \[^\r\n\]*irecv-thread-load\\.f90:32:\[0-9\]+ \\(local load, thread 1\\)\r?\n" }
