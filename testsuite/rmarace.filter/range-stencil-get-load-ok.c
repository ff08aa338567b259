/* range-stencil-get-load-ok.c -- neighbouring reads after a completed Get.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: no race.  The twin of range-stencil-get-load.c: rank 0
   gets into ARR[40] and flushes before the loop reads ARR[4 .. 40].  */
/* { dg-do run } */

#include <mpi.h>
#include <stdio.h>

/* Out of line, and OUT may be IN: GCC loads all three in every
   iteration.  */
static void __attribute__ ((noinline))
sweep (double *out, const double *in, int lo, int hi)
{
  for (int i = lo; i < hi; i++)
    out[i] = in[i - 1] * in[i] - in[i + 1];
}

int
main (int argc, char **argv)
{
  int rank;
  double arr[48] = { 0 }, out[48];
  double *mem;
  MPI_Win win;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Win_allocate (sizeof (double), sizeof (double), MPI_INFO_NULL,
		    MPI_COMM_WORLD, &mem, &win);
  *mem = rank;
  MPI_Barrier (MPI_COMM_WORLD);

  int lo = 5 + (argc > 99), hi = lo + 35;
  if (rank == 0)
    {
      MPI_Win_lock_all (0, win);
      MPI_Get (arr + 40, 1, MPI_DOUBLE, 1, 0, 1, MPI_DOUBLE, win);
      MPI_Win_flush (1, win);
      sweep (out, arr, lo, hi);
      MPI_Win_unlock_all (win);
      if (out[lo] < 0)
	printf ("%g\n", out[lo]);
    }

  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}
