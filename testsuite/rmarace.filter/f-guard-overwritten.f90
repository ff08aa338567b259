! f-guard-overwritten.f90 -- a stray write clears the runtime's active flag.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: a data race, reported at line 53.  The Fortran twin of
! guard-overwritten.c: rank 1 clears __rmarace_active, in the program's
! data, as a stray write out of a window could, then enters a barrier;
! the runtime must restore it when MPI returns, or instrument=all leaves
! the store at line 53 unchecked.  Rank 0 puts into TOTAL before the
! barrier and flushes after it.
! { dg-do run }
! { dg-shouldfail "data race" }

program f_guard_overwritten
  use mpi_f08
  use, intrinsic :: iso_c_binding, only: c_ptr, c_char, c_int, &
       c_null_ptr, c_null_char, c_associated, c_f_pointer
  implicit none
  interface
    function dlsym(handle, name) bind(c, name="dlsym")
      import :: c_ptr, c_char
      type(c_ptr), value :: handle
      character(kind=c_char), dimension(*) :: name
      type(c_ptr) :: dlsym
    end function dlsym
  end interface
  integer :: rank
  real(kind=8), asynchronous :: one = 1
  real(kind=8), pointer, asynchronous :: total
  integer(kind=c_int), pointer, volatile :: active
  type(c_ptr) :: base, found
  type(MPI_Win) :: win
  integer(kind=MPI_ADDRESS_KIND), parameter :: d0 = 0, wsize = 8

  call MPI_Init()
  call MPI_Comm_rank(MPI_COMM_WORLD, rank)
  call MPI_Win_allocate(wsize, 8, MPI_INFO_NULL, MPI_COMM_WORLD, base, win)
  call c_f_pointer(base, total)
  total = 0
  call MPI_Barrier(MPI_COMM_WORLD)
  call MPI_Win_lock_all(0, win)
  if (rank == 0) call MPI_Put(one, 1, MPI_REAL8, 1, d0, 1, MPI_REAL8, win)
  if (rank == 1) then
    ! RTLD_DEFAULT: absent when the runtime shares its own.
    found = dlsym(c_null_ptr, "__rmarace_active" // c_null_char)
    if (c_associated(found)) then
      call c_f_pointer(found, active)
      active = 0
    end if
  end if
  call MPI_Barrier(MPI_COMM_WORLD)
  if (rank == 1) total = 2
  if (rank == 0) call MPI_Win_flush(1, win)
  call MPI_Win_unlock_all(win)

  call MPI_Win_free(win)
  call MPI_Finalize()
end program f_guard_overwritten

! { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" }
! { dg-output "  MPI_Put, remote write of size 8 at 0x\[0-9a-f\]+ by rank 0:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*f-guard-overwritten\\.f90:43:\[0-9\]+\r?\n" }
! { dg-output "  Conflicting local store of size 8 at 0x\[0-9a-f\]+ by rank 1:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*f-guard-overwritten\\.f90:53:\[0-9\]+\r?\n" }
