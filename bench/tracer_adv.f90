! tracer_adv.f90 -- benchmark: NEMO-style 3-D tracer advection, lock_all halos.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Usage: tracer_adv [JPI JPJ JPK STEPS]   (default 200 200 50 20)
!
! Each rank owns a JPI x JPJ x JPK block of a doubly periodic ocean (the
! ranks form a PX x PY grid) with one halo column and row on each side.
! Every time step does what NEMO's lbc_lnk and upstream advection do:
! pack the four boundary faces of the tracer into send buffers, MPI_Put
! each into the matching halo buffer of the neighbour (four windows, one
! per direction, all under one MPI_Win_lock_all for the whole run), flush,
! barrier, unpack the received faces into the halo, then compute the
! upstream fluxes in x, y and z and the tracer trend.  A barrier before
! the Puts orders them after the neighbours' unpack of the previous step,
! so the program is race-free.
!
! Prints "checksum X" (the tracer's sum, on rank 0) and "time T" (the
! slowest rank's seconds in the time loop).

module adv_kernels
  implicit none
  integer, parameter :: wp = kind (1.0d0)
contains

  ! Upstream (donor-cell) fluxes and the tracer trend, NEMO's traadv_up
  ! reduced to its loops.  Arrays carry one halo point in i and j.
  subroutine advect (jpi, jpj, jpk, rdt, un, vn, wn, tn, ta, zwx, zwy, zwz)
    integer, intent(in) :: jpi, jpj, jpk
    real(wp), intent(in) :: rdt
    real(wp), dimension(0:jpi+1, 0:jpj+1, jpk), intent(in) :: un, vn, wn, tn
    real(wp), dimension(0:jpi+1, 0:jpj+1, jpk), intent(out) :: ta
    real(wp), dimension(0:jpi+1, 0:jpj+1, jpk), intent(inout) :: zwx, zwy, zwz
    integer :: ji, jj, jk

    do jk = 1, jpk
      do jj = 0, jpj
        do ji = 0, jpi
          zwx(ji,jj,jk) = 0.5_wp * ((un(ji,jj,jk) + abs (un(ji,jj,jk))) * tn(ji,jj,jk) &
               &                  + (un(ji,jj,jk) - abs (un(ji,jj,jk))) * tn(ji+1,jj,jk))
          zwy(ji,jj,jk) = 0.5_wp * ((vn(ji,jj,jk) + abs (vn(ji,jj,jk))) * tn(ji,jj,jk) &
               &                  + (vn(ji,jj,jk) - abs (vn(ji,jj,jk))) * tn(ji,jj+1,jk))
        end do
      end do
    end do
    ! Vertical fluxes; none through the surface and the bottom.
    zwz(:,:,1) = 0.0_wp
    do jk = 2, jpk
      do jj = 1, jpj
        do ji = 1, jpi
          zwz(ji,jj,jk) = 0.5_wp * ((wn(ji,jj,jk) + abs (wn(ji,jj,jk))) * tn(ji,jj,jk) &
               &                  + (wn(ji,jj,jk) - abs (wn(ji,jj,jk))) * tn(ji,jj,jk-1))
        end do
      end do
    end do
    do jk = 1, jpk
      do jj = 1, jpj
        do ji = 1, jpi
          ta(ji,jj,jk) = tn(ji,jj,jk) - rdt * (zwx(ji,jj,jk) - zwx(ji-1,jj,jk) &
               &                             + zwy(ji,jj,jk) - zwy(ji,jj-1,jk))
        end do
      end do
      if (jk < jpk) then
        do jj = 1, jpj
          do ji = 1, jpi
            ta(ji,jj,jk) = ta(ji,jj,jk) - rdt * (zwz(ji,jj,jk) - zwz(ji,jj,jk+1))
          end do
        end do
      else
        do jj = 1, jpj
          do ji = 1, jpi
            ta(ji,jj,jk) = ta(ji,jj,jk) - rdt * zwz(ji,jj,jk)
          end do
        end do
      end if
    end do
  end subroutine advect

  ! The new tracer becomes the current one.
  subroutine swap (jpi, jpj, jpk, ta, tn)
    integer, intent(in) :: jpi, jpj, jpk
    real(wp), dimension(0:jpi+1, 0:jpj+1, jpk), intent(in) :: ta
    real(wp), dimension(0:jpi+1, 0:jpj+1, jpk), intent(inout) :: tn
    integer :: ji, jj, jk
    do jk = 1, jpk
      do jj = 1, jpj
        do ji = 1, jpi
          tn(ji,jj,jk) = ta(ji,jj,jk)
        end do
      end do
    end do
  end subroutine swap

  ! Faces of T into the send buffers: west and east columns (jpj x jpk),
  ! south and north rows (jpi x jpk).
  subroutine pack (jpi, jpj, jpk, t, sw, se, ss, sn)
    integer, intent(in) :: jpi, jpj, jpk
    real(wp), dimension(0:jpi+1, 0:jpj+1, jpk), intent(in) :: t
    real(wp), dimension(jpj, jpk), intent(out) :: sw, se
    real(wp), dimension(jpi, jpk), intent(out) :: ss, sn
    integer :: ji, jj, jk
    do jk = 1, jpk
      do jj = 1, jpj
        sw(jj,jk) = t(1,jj,jk)
        se(jj,jk) = t(jpi,jj,jk)
      end do
      do ji = 1, jpi
        ss(ji,jk) = t(ji,1,jk)
        sn(ji,jk) = t(ji,jpj,jk)
      end do
    end do
  end subroutine pack

  ! The received faces into the halo of T: what came from the west
  ! neighbour goes to column 0, and so on.
  subroutine unpack (jpi, jpj, jpk, t, rw, re, rs, rn)
    integer, intent(in) :: jpi, jpj, jpk
    real(wp), dimension(0:jpi+1, 0:jpj+1, jpk), intent(inout) :: t
    real(wp), dimension(jpj, jpk), intent(in) :: rw, re
    real(wp), dimension(jpi, jpk), intent(in) :: rs, rn
    integer :: ji, jj, jk
    do jk = 1, jpk
      do jj = 1, jpj
        t(0,jj,jk) = rw(jj,jk)
        t(jpi+1,jj,jk) = re(jj,jk)
      end do
      do ji = 1, jpi
        t(ji,0,jk) = rs(ji,jk)
        t(ji,jpj+1,jk) = rn(ji,jk)
      end do
    end do
  end subroutine unpack
end module adv_kernels

program tracer_adv
  use mpi
  use adv_kernels
  implicit none
  integer :: jpi = 200, jpj = 200, jpk = 50, nsteps = 20
  integer :: rank, nprocs, ierr, px, py, ix, iy, step, ji, jj, jk
  integer :: west, east, south, north
  integer :: win_w, win_e, win_s, win_n
  integer(kind=MPI_ADDRESS_KIND) :: szx, szy, d0 = 0
  real(wp), allocatable, dimension(:,:,:) :: un, vn, wn, tn, ta, zwx, zwy, zwz
  ! Origin buffers of the Puts and the windows: ASYNCHRONOUS, as MPI
  ! reads and writes them between the calls that name them.
  real(wp), allocatable, asynchronous, target :: sw(:,:), se(:,:), ss(:,:), sn(:,:)
  real(wp), allocatable, asynchronous, target :: rw(:,:), re(:,:), rs(:,:), rn(:,:)
  real(wp) :: t0, elapsed, slowest, csum, total
  real(wp), parameter :: rdt = 0.1_wp
  character(len=32) :: arg

  call MPI_Init (ierr)
  call MPI_Comm_rank (MPI_COMM_WORLD, rank, ierr)
  call MPI_Comm_size (MPI_COMM_WORLD, nprocs, ierr)
  if (command_argument_count () >= 4) then
    call get_command_argument (1, arg); read (arg, *) jpi
    call get_command_argument (2, arg); read (arg, *) jpj
    call get_command_argument (3, arg); read (arg, *) jpk
    call get_command_argument (4, arg); read (arg, *) nsteps
  end if

  ! A PX x PY process grid, as square as the number of ranks allows.
  px = int (sqrt (real (nprocs)))
  do while (mod (nprocs, px) /= 0)
    px = px - 1
  end do
  py = nprocs / px
  ix = mod (rank, px)
  iy = rank / px
  west = iy * px + mod (ix - 1 + px, px)
  east = iy * px + mod (ix + 1, px)
  south = mod (iy - 1 + py, py) * px + ix
  north = mod (iy + 1, py) * px + ix

  allocate (un(0:jpi+1, 0:jpj+1, jpk), vn(0:jpi+1, 0:jpj+1, jpk), &
       &    wn(0:jpi+1, 0:jpj+1, jpk), tn(0:jpi+1, 0:jpj+1, jpk), &
       &    ta(0:jpi+1, 0:jpj+1, jpk), zwx(0:jpi+1, 0:jpj+1, jpk), &
       &    zwy(0:jpi+1, 0:jpj+1, jpk), zwz(0:jpi+1, 0:jpj+1, jpk))
  allocate (sw(jpj, jpk), se(jpj, jpk), ss(jpi, jpk), sn(jpi, jpk))
  allocate (rw(jpj, jpk), re(jpj, jpk), rs(jpi, jpk), rn(jpi, jpk))

  ! Smooth velocities that change sign, and a tracer blob.
  do jk = 1, jpk
    do jj = 0, jpj + 1
      do ji = 0, jpi + 1
        un(ji,jj,jk) = 0.5_wp * sin (0.05_wp * (ji + ix * jpi) + 0.1_wp * jk)
        vn(ji,jj,jk) = 0.5_wp * cos (0.05_wp * (jj + iy * jpj) + 0.1_wp * jk)
        wn(ji,jj,jk) = 0.1_wp * sin (0.03_wp * (ji + jj))
        tn(ji,jj,jk) = 10.0_wp + mod ((ji + ix * jpi) * 7 + (jj + iy * jpj) * 3 + jk, 17)
      end do
    end do
  end do
  ta = 0.0_wp
  zwx = 0.0_wp
  zwy = 0.0_wp
  zwz = 0.0_wp
  rw = 0.0_wp
  re = 0.0_wp
  rs = 0.0_wp
  rn = 0.0_wp

  szx = int (jpj, MPI_ADDRESS_KIND) * jpk * 8
  szy = int (jpi, MPI_ADDRESS_KIND) * jpk * 8
  call MPI_Win_create (rw, szx, 8, MPI_INFO_NULL, MPI_COMM_WORLD, win_w, ierr)
  call MPI_Win_create (re, szx, 8, MPI_INFO_NULL, MPI_COMM_WORLD, win_e, ierr)
  call MPI_Win_create (rs, szy, 8, MPI_INFO_NULL, MPI_COMM_WORLD, win_s, ierr)
  call MPI_Win_create (rn, szy, 8, MPI_INFO_NULL, MPI_COMM_WORLD, win_n, ierr)
  call MPI_Win_lock_all (0, win_w, ierr)
  call MPI_Win_lock_all (0, win_e, ierr)
  call MPI_Win_lock_all (0, win_s, ierr)
  call MPI_Win_lock_all (0, win_n, ierr)

  call MPI_Barrier (MPI_COMM_WORLD, ierr)
  t0 = MPI_Wtime ()
  do step = 1, nsteps
    call pack (jpi, jpj, jpk, tn, sw, se, ss, sn)
    ! The neighbours have unpacked what we put last step.
    call MPI_Barrier (MPI_COMM_WORLD, ierr)
    ! My west face is my west neighbour's east halo, and so on.
    call MPI_Put (sw, jpj * jpk, MPI_DOUBLE_PRECISION, west, d0, jpj * jpk, &
         &        MPI_DOUBLE_PRECISION, win_e, ierr)
    call MPI_Put (se, jpj * jpk, MPI_DOUBLE_PRECISION, east, d0, jpj * jpk, &
         &        MPI_DOUBLE_PRECISION, win_w, ierr)
    call MPI_Put (ss, jpi * jpk, MPI_DOUBLE_PRECISION, south, d0, jpi * jpk, &
         &        MPI_DOUBLE_PRECISION, win_n, ierr)
    call MPI_Put (sn, jpi * jpk, MPI_DOUBLE_PRECISION, north, d0, jpi * jpk, &
         &        MPI_DOUBLE_PRECISION, win_s, ierr)
    call MPI_Win_flush_all (win_e, ierr)
    call MPI_Win_flush_all (win_w, ierr)
    call MPI_Win_flush_all (win_n, ierr)
    call MPI_Win_flush_all (win_s, ierr)
    call MPI_Barrier (MPI_COMM_WORLD, ierr)
    call unpack (jpi, jpj, jpk, tn, rw, re, rs, rn)
    call advect (jpi, jpj, jpk, rdt, un, vn, wn, tn, ta, zwx, zwy, zwz)
    call swap (jpi, jpj, jpk, ta, tn)
  end do
  elapsed = MPI_Wtime () - t0
  call MPI_Reduce (elapsed, slowest, 1, MPI_DOUBLE_PRECISION, MPI_MAX, 0, &
       &           MPI_COMM_WORLD, ierr)

  csum = sum (tn(1:jpi, 1:jpj, :))
  call MPI_Reduce (csum, total, 1, MPI_DOUBLE_PRECISION, MPI_SUM, 0, &
       &           MPI_COMM_WORLD, ierr)
  if (rank == 0) then
    write (*, '(a, es20.12)') 'checksum', total
    write (*, '(a, f10.4)') 'time', slowest
  end if

  call MPI_Win_unlock_all (win_w, ierr)
  call MPI_Win_unlock_all (win_e, ierr)
  call MPI_Win_unlock_all (win_s, ierr)
  call MPI_Win_unlock_all (win_n, ierr)
  call MPI_Win_free (win_w, ierr)
  call MPI_Win_free (win_e, ierr)
  call MPI_Win_free (win_s, ierr)
  call MPI_Win_free (win_n, ierr)
  call MPI_Finalize (ierr)
end program tracer_adv
