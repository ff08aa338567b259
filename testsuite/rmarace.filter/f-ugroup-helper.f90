! f-ugroup-helper.f90 -- the third of a run of unguarded accesses races
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: a data race, reported at the racy store's own line.  The
! accesses of step's block beside the barrier call the runtime with no
! guard (plugin/instrument.cc, mpi_paced_block_p), and the run of them
! makes one call, before its last access (group.cc): H%FIRST, H%COUNT,
! the store into the window, H%FIRST again.  Rank 0 puts into
! rank 1's BUF(4) and goes through step's barriers before it flushes;
! rank 1 stores into BUF(4) in step between two of them.  -fno-inline
! keeps step a procedure of its own.
! { dg-do run }
! { dg-options "-fno-inline" }
! { dg-shouldfail "data race" }

module f_ugroup_helper_m
  implicit none
  type halo
    integer :: first, count
  end type halo
contains
  subroutine step(h, b, j, st)
    use mpi_f08
    type(halo), intent(inout) :: h
    real(kind=8), intent(inout), asynchronous :: b(:)
    integer, intent(in) :: j
    logical, intent(in) :: st
    if (st) then
      h%count = h%first + j
      b(h%count) = 2
      h%first = h%first + 1
    end if
    call MPI_Barrier(MPI_COMM_WORLD)
  end subroutine step
end module f_ugroup_helper_m

program f_ugroup_helper
  use mpi_f08
  use, intrinsic :: iso_c_binding, only: c_ptr, c_f_pointer
  use f_ugroup_helper_m
  implicit none
  integer :: rank, i, k
  real(kind=8), asynchronous :: one = 1
  real(kind=8), pointer, asynchronous :: buf(:)
  type(c_ptr) :: base
  type(MPI_Win) :: win
  type(halo) :: h
  integer(kind=MPI_ADDRESS_KIND), parameter :: d3 = 3, wsize = 64

  call MPI_Init()
  call MPI_Comm_rank(MPI_COMM_WORLD, rank)
  call MPI_Win_allocate(wsize, 8, MPI_INFO_NULL, MPI_COMM_WORLD, base, win)
  call c_f_pointer(base, buf, [8])
  buf(4) = 0
  h%first = 1
  h%count = 0
  call MPI_Barrier(MPI_COMM_WORLD)
  call MPI_Win_lock_all(0, win)
  if (rank == 0) call MPI_Put(one, 1, MPI_REAL8, 1, d3, 1, MPI_REAL8, win)
  i = 3 + command_argument_count()
  do k = 1, 3
    call step(h, buf, i, rank == 1 .and. k == 2)
  end do
  if (rank == 0) call MPI_Win_flush(1, win)
  call MPI_Win_unlock_all(win)
  call MPI_Barrier(MPI_COMM_WORLD)
  buf(4) = buf(4) + h%count

  call MPI_Win_free(win)
  call MPI_Finalize()
end program f_ugroup_helper

! { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" }
! { dg-output "  MPI_Put, remote write of size 8 at 0x\[0-9a-f\]+ by rank 0:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*f-ugroup-helper\\.f90:61:\[0-9\]+\r?\n" }
! { dg-output "  Conflicting local store of size 8 at 0x\[0-9a-f\]+ by rank 1:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*f-ugroup-helper\\.f90:32:\[0-9\]+\r?\n" }
