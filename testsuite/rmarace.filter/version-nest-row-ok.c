/* version-nest-row-ok.c -- a versioned nest of rows misses window memory.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: no race.  The twin of version-nest-row.c: rank 1 runs the
   nest into TMP, not in the window, while the Put into OUT is pending.  */
/* { dg-do run } */
/* { dg-rmarace-sources helpers/alloc.c } */

#include <stddef.h>
#include <mpi.h>

double *helper_alloc (size_t n);

static void __attribute__ ((noinline))
rows (double *out, const double *in, long n, long m, long ld)
{
  for (long i = 0; i < n; i++)
    for (long j = 0; j < m; j++)
      out[i * ld + j] = in[j * n + i];
}

int
main (int argc, char **argv)
{
  int rank;
  long n = 3 + argc, ld = 4 + argc, m = ld - 1;
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
    MPI_Put (&one, 1, MPI_DOUBLE, 1, (n - 1) * ld + m - 1, 1, MPI_DOUBLE,
	     win);
  MPI_Barrier (MPI_COMM_WORLD);
  /* Twice: a function run once would count as cold code.  */
  for (int k = 0; rank == 1 && k < 2; k++)
    rows (tmp, in, n, m, ld);
  if (rank == 0)
    MPI_Win_flush (1, win);
  MPI_Win_unlock_all (win);

  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}
