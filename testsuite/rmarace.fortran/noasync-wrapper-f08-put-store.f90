! noasync-wrapper-f08-put-store.f90 -- a store to a buffer handed, through
! a descriptor, to a procedure of another file that starts MPI_Put.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: a data race, at every -O level.  As
! noasync-wrapper-put-store.f90, with "use mpi_f08": RW08_PUT takes an
! assumed-shape BUF, so WORK hands it a descriptor that gfortran builds
! in a temporary, and the array escapes with that descriptor.
! { dg-do run }
! { dg-shouldfail "data race" }
! { dg-rmarace-sources helpers/rma-wrappers-f08.f90 }

module noasync_wrapper_f08_m
  use mpi_f08
  implicit none
  interface
    subroutine rw08_lock(win)
      import :: MPI_Win
      type(MPI_Win) :: win
    end subroutine rw08_lock
    subroutine rw08_put(buf, win)
      import :: MPI_Win
      integer :: buf(:)
      type(MPI_Win) :: win
    end subroutine rw08_put
    subroutine rw08_unlock(win)
      import :: MPI_Win
      type(MPI_Win) :: win
    end subroutine rw08_unlock
  end interface
contains
  subroutine work(win)
    type(MPI_Win) :: win
    integer :: buf(4)
    buf = 1
    call rw08_lock(win)
    call rw08_put(buf, win)
  buf(2) = 7
  call rw08_unlock(win)
  end subroutine work
end module noasync_wrapper_f08_m

program noasync_wrapper_f08_put_store
  use mpi_f08
  use noasync_wrapper_f08_m
  implicit none
  integer :: rank, mem(4)
  type(MPI_Win) :: win
  integer(kind=MPI_ADDRESS_KIND) :: wsize

  call MPI_Init()
  call MPI_Comm_rank(MPI_COMM_WORLD, rank)
  mem = 0
  wsize = 16
  call MPI_Win_create(mem, wsize, 4, MPI_INFO_NULL, MPI_COMM_WORLD, win)
  if (rank == 0) call work(win)
  call MPI_Barrier(MPI_COMM_WORLD)
  call MPI_Win_free(win)
  call MPI_Finalize()
end program noasync_wrapper_f08_put_store

! { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" }
! { dg-output "  MPI_Put, origin buffer read of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*rma-wrappers-f08\\.f90:24:\[0-9\]+\r?\n" }
! { dg-output "  Conflicting local store of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*noasync-wrapper-f08-put-store\\.f90:40:\[0-9\]+\r?\n" }
! { dg-output "  Location is a local buffer of rank 0\\.\r?\n" }
! { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*rma-wrappers-f08\\.f90:24:\[0-9\]+ \\(MPI_Put, origin buffer read\\) and \[^\r\n\]*noasync-wrapper-f08-put-store\\.f90:40:\[0-9\]+ \\(local store\\)\r?\n" }
