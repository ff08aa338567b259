/* version-helper-ok.c -- a versioned loop misses window memory.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: no race.  The twin of version-helper.c: rank 1 runs the
   loop into TMP, from the same helper but not in the window, while the
   Put into OUT is pending: the loop's uninstrumented copy may run
   (smooth is extern, so that its loop is versioned).  */
/* { dg-do run } */
/* { dg-rmarace-sources helpers/alloc.c } */

#include <stddef.h>
#include <mpi.h>

double *helper_alloc (size_t n);

void __attribute__ ((noinline))
smooth (double *out, const double *in, int n)
{
  for (int i = 1; i < n - 1; i++)
    if (in[i] >= 0)
      out[i] = (in[i - 1] + in[i] + in[i + 1]) / 3;
}

int
main (int argc, char **argv)
{
  int rank, n = 16;
  double one = 1.0;
  MPI_Win win;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  double *out = helper_alloc (n), *in = helper_alloc (n);
  double *tmp = helper_alloc (n);
  MPI_Win_create (out, n * sizeof (double), sizeof (double), MPI_INFO_NULL,
		  MPI_COMM_WORLD, &win);
  MPI_Win_lock_all (0, win);
  if (rank == 0)
    MPI_Put (&one, 1, MPI_DOUBLE, 1, 5, 1, MPI_DOUBLE, win);
  MPI_Barrier (MPI_COMM_WORLD);
  if (rank == 1)
    smooth (tmp, in, n + argc - 1);
  if (rank == 0)
    MPI_Win_flush (1, win);
  MPI_Win_unlock_all (win);

  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}

