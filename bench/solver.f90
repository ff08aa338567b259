! solver.f90 -- benchmark: ADI solver, kernels on dummy arrays, fence + Put.
! Copyright (C) 2026 The rmarace authors.
! This file is part of rmarace, free software under the GNU GPL v3 or later;
! see the file COPYING.
!
! Usage: solver [NX NY NZ STEPS]   (default 64 64 64 60)
!
! The structure of the NPB block-tridiagonal solvers, with one unknown
! per point: each rank owns an NX x NY x NZ block of a grid periodic in
! z (the ranks form a ring in z) and fixed at zero on the x and y faces.
! Every time step exchanges the top and bottom planes of U with the z
! neighbours (MPI_Win_fence, MPI_Put into their halo planes, the window
! being U itself, MPI_Win_fence), then calls the kernels, each of which
! takes its arrays as explicit-shape dummy arguments as NPB's do:
! compute_rhs (the explicit z term), x_solve and y_solve (a tridiagonal
! system along every x line, then every y line, by the Thomas
! algorithm), and add (the solution back into U).  Race-free: the halo
! planes are written only by the Puts between the fences, the planes the
! Puts read are changed only after the closing fence.
!
! Checks its result: U starts as a product of discrete eigenfunctions in
! x, y and z, so each step multiplies it by a known factor; after STEPS
! steps the largest difference from the exact field must be below 1e-10
! of its largest value (the program fails otherwise, which a wrong halo
! would cause).  Prints "checksum X" (the sum of U, on rank 0) and
! "time T" (the slowest rank's seconds in the time loop).

module solver_kernels
  implicit none
  integer, parameter :: wp = kind (1.0d0)
contains

  ! R = U + A * (U(k-1) - 2 U(k) + U(k+1)), the explicit z term.
  subroutine compute_rhs (nx, ny, nz, a, u, r)
    integer, intent(in) :: nx, ny, nz
    real(wp), intent(in) :: a
    real(wp), intent(in) :: u(nx, ny, 0:nz+1)
    real(wp), intent(out) :: r(nx, ny, nz)
    integer :: i, j, k
    do k = 1, nz
      do j = 1, ny
        do i = 1, nx
          r(i,j,k) = u(i,j,k) + a * (u(i,j,k-1) - 2.0_wp * u(i,j,k) + u(i,j,k+1))
        end do
      end do
    end do
  end subroutine compute_rhs

  ! Solve (1 - A Dxx) W = R along every x line (zero beyond the ends);
  ! C is the scratch of the forward sweep.
  subroutine x_solve (nx, ny, nz, a, r, w, c)
    integer, intent(in) :: nx, ny, nz
    real(wp), intent(in) :: a
    real(wp), intent(in) :: r(nx, ny, nz)
    real(wp), intent(out) :: w(nx, ny, nz)
    real(wp), intent(out) :: c(nx)
    integer :: i, j, k
    real(wp) :: m
    do k = 1, nz
      do j = 1, ny
        c(1) = -a / (1.0_wp + 2.0_wp * a)
        w(1,j,k) = r(1,j,k) / (1.0_wp + 2.0_wp * a)
        do i = 2, nx
          m = 1.0_wp / (1.0_wp + 2.0_wp * a + a * c(i-1))
          c(i) = -a * m
          w(i,j,k) = (r(i,j,k) + a * w(i-1,j,k)) * m
        end do
        do i = nx - 1, 1, -1
          w(i,j,k) = w(i,j,k) - c(i) * w(i+1,j,k)
        end do
      end do
    end do
  end subroutine x_solve

  ! Solve (1 - A Dyy) R = W along every y line, all x at once.
  subroutine y_solve (nx, ny, nz, a, w, r, c)
    integer, intent(in) :: nx, ny, nz
    real(wp), intent(in) :: a
    real(wp), intent(in) :: w(nx, ny, nz)
    real(wp), intent(out) :: r(nx, ny, nz)
    real(wp), intent(out) :: c(ny)
    integer :: i, j, k
    real(wp) :: m
    c(1) = -a / (1.0_wp + 2.0_wp * a)
    do j = 2, ny
      c(j) = -a / (1.0_wp + 2.0_wp * a + a * c(j-1))
    end do
    do k = 1, nz
      do i = 1, nx
        r(i,1,k) = w(i,1,k) / (1.0_wp + 2.0_wp * a)
      end do
      do j = 2, ny
        m = 1.0_wp / (1.0_wp + 2.0_wp * a + a * c(j-1))
        do i = 1, nx
          r(i,j,k) = (w(i,j,k) + a * r(i,j-1,k)) * m
        end do
      end do
      do j = ny - 1, 1, -1
        do i = 1, nx
          r(i,j,k) = r(i,j,k) - c(j) * r(i,j+1,k)
        end do
      end do
    end do
  end subroutine y_solve

  ! The owned planes of U from R.
  subroutine add (nx, ny, nz, r, u)
    integer, intent(in) :: nx, ny, nz
    real(wp), intent(in) :: r(nx, ny, nz)
    real(wp), intent(inout) :: u(nx, ny, 0:nz+1)
    integer :: i, j, k
    do k = 1, nz
      do j = 1, ny
        do i = 1, nx
          u(i,j,k) = r(i,j,k)
        end do
      end do
    end do
  end subroutine add

  pure real(wp) function mode (i, n)
    integer, intent(in) :: i, n
    mode = sin (acos (-1.0_wp) * i / (n + 1))
  end function mode

  pure real(wp) function zmode (k, n)
    integer, intent(in) :: k, n
    zmode = 1.0_wp + 0.5_wp * cos (2.0_wp * acos (-1.0_wp) * k / n)
  end function zmode
end module solver_kernels

program solver
  use mpi
  use solver_kernels
  implicit none
  integer :: nx = 64, ny = 64, nz = 64, nsteps = 60
  integer :: rank, nprocs, ierr, up, down, win, step, i, j, k, k0, nzg
  integer(kind=MPI_ADDRESS_KIND) :: winsize, top, d0 = 0
  ! The window: MPI writes its halo planes between the calls that name it.
  real(wp), allocatable, asynchronous, target :: u(:,:,:)
  real(wp), allocatable :: r(:,:,:), w(:,:,:), c(:)
  real(wp), parameter :: a = 0.2_wp
  real(wp) :: t0, elapsed, slowest, csum, total, g, diff, big, alldiff, allbig
  real(wp) :: pi, lx, ly, lz
  character(len=32) :: arg

  call MPI_Init (ierr)
  call MPI_Comm_rank (MPI_COMM_WORLD, rank, ierr)
  call MPI_Comm_size (MPI_COMM_WORLD, nprocs, ierr)
  if (command_argument_count () >= 4) then
    call get_command_argument (1, arg); read (arg, *) nx
    call get_command_argument (2, arg); read (arg, *) ny
    call get_command_argument (3, arg); read (arg, *) nz
    call get_command_argument (4, arg); read (arg, *) nsteps
  end if
  up = mod (rank + 1, nprocs)
  down = mod (rank - 1 + nprocs, nprocs)
  k0 = rank * nz
  nzg = nprocs * nz

  allocate (u(nx, ny, 0:nz+1), r(nx, ny, nz), w(nx, ny, nz), c(max (nx, ny)))
  do k = 0, nz + 1
    do j = 1, ny
      do i = 1, nx
        u(i,j,k) = mode (i, nx) * mode (j, ny) * zmode (k0 + k, nzg)
      end do
    end do
  end do
  r = 0.0_wp
  w = 0.0_wp

  winsize = 8_MPI_ADDRESS_KIND * nx * ny * (nz + 2)
  call MPI_Win_create (u, winsize, 8, MPI_INFO_NULL, MPI_COMM_WORLD, win, ierr)
  ! My top plane goes to the halo plane 0 of the rank above, my bottom
  ! plane to the halo plane NZ + 1 of the rank below.
  top = int (nx, MPI_ADDRESS_KIND) * ny * (nz + 1)

  call MPI_Barrier (MPI_COMM_WORLD, ierr)
  t0 = MPI_Wtime ()
  do step = 1, nsteps
    call MPI_Win_fence (0, win, ierr)
    call MPI_Put (u(1,1,nz), nx * ny, MPI_DOUBLE_PRECISION, up, d0, &
         &        nx * ny, MPI_DOUBLE_PRECISION, win, ierr)
    call MPI_Put (u(1,1,1), nx * ny, MPI_DOUBLE_PRECISION, down, top, &
         &        nx * ny, MPI_DOUBLE_PRECISION, win, ierr)
    call MPI_Win_fence (0, win, ierr)
    call compute_rhs (nx, ny, nz, a, u, r)
    call x_solve (nx, ny, nz, a, r, w, c)
    call y_solve (nx, ny, nz, a, w, r, c)
    call add (nx, ny, nz, r, u)
  end do
  elapsed = MPI_Wtime () - t0
  call MPI_Reduce (elapsed, slowest, 1, MPI_DOUBLE_PRECISION, MPI_MAX, 0, &
       &           MPI_COMM_WORLD, ierr)

  ! The factor of one step: explicit in z, implicit in x and y.
  pi = acos (-1.0_wp)
  lx = 2.0_wp * cos (pi / (nx + 1)) - 2.0_wp
  ly = 2.0_wp * cos (pi / (ny + 1)) - 2.0_wp
  lz = 2.0_wp * cos (2.0_wp * pi / nzg) - 2.0_wp
  ! zmode is 1 + 0.5 cos: its constant part is not damped in z.
  g = 1.0_wp / ((1.0_wp - a * lx) * (1.0_wp - a * ly))
  call compare_split (g, 1.0_wp + a * lz)
  csum = sum (u(:,:,1:nz))
  call MPI_Reduce (csum, total, 1, MPI_DOUBLE_PRECISION, MPI_SUM, 0, &
       &           MPI_COMM_WORLD, ierr)
  call MPI_Reduce (diff, alldiff, 1, MPI_DOUBLE_PRECISION, MPI_MAX, 0, &
       &           MPI_COMM_WORLD, ierr)
  call MPI_Reduce (big, allbig, 1, MPI_DOUBLE_PRECISION, MPI_MAX, 0, &
       &           MPI_COMM_WORLD, ierr)
  if (rank == 0) then
    if (.not. alldiff <= 1e-10_wp * allbig) then
      write (0, '(a, es12.4, a, es12.4)') 'solver: error ', alldiff, &
           & ' against a largest value of ', allbig
    end if
    write (*, '(a, es20.12)') 'checksum ', total
    write (*, '(a, f0.4)') 'time ', slowest
  end if
  call MPI_Win_free (win, ierr)
  call MPI_Finalize (ierr)
  if (rank == 0 .and. .not. alldiff <= 1e-10_wp * allbig) stop 1

contains

  ! The exact field is (GXY^STEPS) mode(i) mode(j) (1 + 0.5 GZ^STEPS
  ! cos(2 pi k / NZG)): compare U with it.
  subroutine compare_split (gxy, gz)
    real(wp), intent(in) :: gxy, gz
    real(wp) :: e
    diff = 0.0_wp
    big = 0.0_wp
    do k = 1, nz
      do j = 1, ny
        do i = 1, nx
          e = gxy ** nsteps * mode (i, nx) * mode (j, ny) &
               & * (1.0_wp + 0.5_wp * gz ** nsteps * cos (2.0_wp * pi * (k0 + k) / nzg))
          diff = max (diff, abs (u(i,j,k) - e))
          big = max (big, abs (e))
        end do
      end do
    end do
  end subroutine compare_split
end program solver
