! rma-wrappers-f.f -- MPI RMA calls behind procedures of another file,
! with mpif.h.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Linked with the noasync-wrapper-fence-* tests (dg-rmarace-sources).

      subroutine rwf_create(mem, n, win)
      implicit none
      include 'mpif.h'
      integer n, mem(n), win, ierr
      integer(kind=MPI_ADDRESS_KIND) wsize
      wsize = 4 * n
      call MPI_Win_create(mem, wsize, 4, MPI_INFO_NULL,
     &     MPI_COMM_WORLD, win, ierr)
      end

      subroutine rwf_fence(win)
      implicit none
      include 'mpif.h'
      integer win, ierr
      call MPI_Win_fence(0, win, ierr)
      end

      subroutine rwf_put1(val, win)
      implicit none
      include 'mpif.h'
      integer val, win, ierr
      integer(kind=MPI_ADDRESS_KIND) d0
      d0 = 0
      call MPI_Put(val, 1, MPI_INTEGER, 1, d0, 1, MPI_INTEGER,
     &     win, ierr)
      end

      subroutine rwf_free(win)
      implicit none
      include 'mpif.h'
      integer win, ierr
      call MPI_Win_free(win, ierr)
      end
