! irecv-thread-load-ok.f90 -- another thread loads an MPI_Irecv buffer
! after the receive completed (use mpi_f08).
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: no race.  The twin of irecv-thread-load.f90: thread 0 waits
! for the receive before the barrier after which thread 1 loads BUF(2).
! { dg-do run }

program irecv_thread_load_ok
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
      call MPI_Wait(req, MPI_STATUS_IGNORE)
    end if
    !$omp barrier
    if (omp_get_thread_num() == 1) x = buf(2)
    !$omp end parallel
    if (omp_get_max_threads() > 1 .and. x /= 5) error stop 1
  else if (rank == 0) then
    buf = 5
    call MPI_Send(buf, 4, MPI_INTEGER, 1, 0, MPI_COMM_WORLD)
  end if
  call MPI_Finalize()
end program irecv_thread_load_ok
