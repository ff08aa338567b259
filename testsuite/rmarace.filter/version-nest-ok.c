/* version-nest-ok.c -- a versioned loop nest misses window memory.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: no race.  The twin of version-nest.c: rank 1 runs the nest
   into TMP, not in the window, while the Put into OUT is pending.  */
/* { dg-do run } */
/* { dg-rmarace-sources helpers/alloc.c } */

#include <stddef.h>
#include <mpi.h>

double *helper_alloc (size_t n);

static void __attribute__ ((noinline))
column (double *out, const double *in, int n, int ld)
{
  for (int j = 0; j < n; j++)
    for (int i = 0; i < n; i++)
      if (in[i * ld + j] >= 0)
	out[i * ld + j] = 2 * in[i * ld + j];
}

int
main (int argc, char **argv)
{
  int rank, n = 3 + argc, ld = 4 + argc;
  double one = 1.0;
  MPI_Win win;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  double *out = helper_alloc (n * ld), *in = helper_alloc (n * ld);
  double *tmp = helper_alloc (n * ld);
  MPI_Win_create (out, n * ld * sizeof (double), sizeof (double),
		  MPI_INFO_NULL, MPI_COMM_WORLD, &win);
  MPI_Win_lock_all (0, win);
  if (rank == 0)
    MPI_Put (&one, 1, MPI_DOUBLE, 1, (n - 1) * ld + n - 1, 1, MPI_DOUBLE,
	     win);
  MPI_Barrier (MPI_COMM_WORLD);
  if (rank == 1)
    column (tmp, in, n, ld);
  if (rank == 0)
    MPI_Win_flush (1, win);
  MPI_Win_unlock_all (win);

  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}

