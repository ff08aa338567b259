! f-stack-heap-get-load.f90 -- tracked memory on the stack and on the heap.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Expected: a data race.  Each rank has a window over a local array of a
! subroutine (on its stack) and one over an allocatable array (on the
! heap), so tracked memory lies on both sides of everything else.  Rank 0
! gets from rank 1's heap window into a local array, works on untracked
! arrays, then reads the local array before MPI_Win_flush: the Get may
! still be writing it.
! { dg-do run }
! { dg-shouldfail "data race" }

module f_stack_heap_work
  implicit none
contains
  subroutine work(a, n, s)
    integer, intent(in) :: n
    double precision, intent(inout) :: a(n), s
    integer :: i
    do i = 1, n
      a(i) = a(i) * 0.5d0 + i
      s = s + a(i)
    end do
  end subroutine work

  subroutine run(rank)
    use mpi
    integer, intent(in) :: rank
    integer :: ierr, swin, hwin
    integer, asynchronous :: counter(4), got(4)
    integer, allocatable, asynchronous :: halo(:)
    double precision :: s, scratch(100)
    double precision, allocatable :: heap_scratch(:)
    integer(kind=MPI_ADDRESS_KIND), parameter :: d0 = 0
    integer(kind=MPI_ADDRESS_KIND), parameter :: csize = 16, hsize = 256

    allocate (halo(64), heap_scratch(1000))
    halo = 100 * rank
    counter = rank
    got = 0
    scratch = 1
    heap_scratch = 2
    s = 0
    call MPI_Win_create(counter, csize, 4, MPI_INFO_NULL, MPI_COMM_WORLD, &
                        swin, ierr)
    call MPI_Win_create(halo, hsize, 4, MPI_INFO_NULL, MPI_COMM_WORLD, &
                        hwin, ierr)
    call MPI_Barrier(MPI_COMM_WORLD, ierr)
    if (rank == 0) then
      call MPI_Win_lock_all(0, hwin, ierr)
      call MPI_Get(got, 4, MPI_INTEGER, 1, d0, 4, MPI_INTEGER, hwin, ierr)
      call work(scratch, 100, s)
      call work(heap_scratch, 1000, s)
      s = s + got(1)
      call MPI_Win_flush(1, hwin, ierr)
      call MPI_Win_unlock_all(hwin, ierr)
      if (s < 0) print *, s
    end if
    call MPI_Barrier(MPI_COMM_WORLD, ierr)
    call MPI_Win_free(hwin, ierr)
    call MPI_Win_free(swin, ierr)
    deallocate (halo, heap_scratch)
  end subroutine run
end module f_stack_heap_work

program f_stack_heap_get_load
  use mpi
  use f_stack_heap_work
  implicit none
  integer :: rank, ierr

  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  call run(rank)
  call MPI_Finalize(ierr)
end program f_stack_heap_get_load

! { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" }
! { dg-output "  MPI_Get, origin buffer write of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*f-stack-heap-get-load\\.f90:53:\[0-9\]+\r?\n" }
! { dg-output "  Conflicting local load of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" }
! { dg-output "    #0 \[^\r\n\]*f-stack-heap-get-load\\.f90:56:\[0-9\]+\r?\n" }
