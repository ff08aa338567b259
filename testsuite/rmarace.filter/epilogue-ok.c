/* epilogue-ok.c -- the vectorized loop's last store is next to a window.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: no race.  The twin of epilogue.c: rank 1's window is the
   double OUT[M * N] just after the nest's last row, in the same 16-byte
   granule as OUT[M * N - 1], which the vector loop's scalar epilogue
   stores while the Put into OUT[M * N] is pending: its guard passes
   (the granule is tracked) and the runtime must let the store by.  */
/* { dg-do run } */
/* { dg-options "-fvect-cost-model=dynamic" } */
/* { dg-rmarace-sources helpers/alloc.c } */

#include <stddef.h>
#include <mpi.h>

double *helper_alloc (size_t n);

int
main (int argc, char **argv)
{
  int rank, m = 2 + argc, n = 4 * 4 + 3;
  double one = 1.0;
  MPI_Win win;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  double *restrict out = helper_alloc (m * n + 1);
  double *restrict in = helper_alloc (m * n);
  MPI_Win_create (out + m * n, sizeof (double), sizeof (double),
		  MPI_INFO_NULL, MPI_COMM_WORLD, &win);
  MPI_Win_lock_all (0, win);
  if (rank == 0)
    MPI_Put (&one, 1, MPI_DOUBLE, 1, 0, 1, MPI_DOUBLE, win);
  MPI_Barrier (MPI_COMM_WORLD);
  if (rank == 1)
    for (int j = 0; j < m; j++)
      for (int i = 0; i < n; i++)
	out[j * n + i] = 2 * in[j * n + i];
  if (rank == 0)
    MPI_Win_flush (1, win);
  MPI_Win_unlock_all (win);

  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}
