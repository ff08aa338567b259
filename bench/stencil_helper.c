/* stencil_helper.c -- benchmark: stencil over fields from an allocation helper.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Usage: stencil_helper [N [ITERATIONS]]   (default 4000 40)

   An N x N grid split by rows between the ranks.  Both fields, IN (with
   one halo row above and below the rank's rows) and OUT, come from
   field_alloc in alloc_helper.c, another translation unit, so this file
   sees them only as the results of an external call.  The window is IN
   itself.  Every iteration: MPI_Win_fence, MPI_Put of the first and last
   owned rows of IN into the neighbours' halo rows, MPI_Win_fence, then
   OUT += a centred-difference gradient of IN (the x and y derivatives
   summed) over the interior, and IN += 1 on the owned rows.  Race-free:
   the halo rows are written only by the neighbours' Puts, between the
   fences, and read only after the closing one; the owned rows are
   changed only after it, and read by the Puts of the next epoch.

   Checks its result, as the Parallel Research Kernels do: with IN = i + j
   (+ the iteration) the gradient is exactly 2 everywhere, so OUT must be
   2 * ITERATIONS at every interior point; the program fails otherwise.
   Prints "checksum X" (the sum of OUT, on rank 0) and "time T" (the
   slowest rank's seconds in the iteration loop).  */

#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include "alloc_helper.h"

/* OUT += d/di IN + d/dj IN over rows 1 .. NROWS of IN (row length N,
   columns 1 .. N - 2); row I of OUT matches row I of IN.  */

static void
gradient (const double *in, double *out, int first, int last, int n)
{
  for (int i = first; i <= last; i++)
    for (int j = 1; j < n - 1; j++)
      out[(size_t) i * n + j]
	+= 0.5 * (in[(size_t) (i + 1) * n + j] - in[(size_t) (i - 1) * n + j])
	   + 0.5 * (in[(size_t) i * n + j + 1] - in[(size_t) i * n + j - 1]);
}

static void
increment (double *in, int first, int last, int n)
{
  for (size_t k = (size_t) first * n; k < (size_t) (last + 1) * n; k++)
    in[k] += 1.0;
}

int
main (int argc, char **argv)
{
  int rank, size;
  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Comm_size (MPI_COMM_WORLD, &size);

  int n = argc > 1 ? atoi (argv[1]) : 4000;
  int iters = argc > 2 ? atoi (argv[2]) : 40;
  int start = (int) ((long) n * rank / size);
  int nrows = (int) ((long) n * (rank + 1) / size) - start;

  /* Row 0 and row NROWS + 1 are the halo.  */
  double *in = field_alloc (nrows + 2, n);
  double *out = field_alloc (nrows + 2, n);
  for (int i = 0; i < nrows + 2; i++)
    for (int j = 0; j < n; j++)
      in[(size_t) i * n + j] = start + i - 1 + j;

  MPI_Win win;
  MPI_Win_create (in, (MPI_Aint) (nrows + 2) * n * sizeof *in, sizeof *in,
		  MPI_INFO_NULL, MPI_COMM_WORLD, &win);
  int north = rank > 0 ? rank - 1 : MPI_PROC_NULL;
  int south = rank < size - 1 ? rank + 1 : MPI_PROC_NULL;
  /* The interior rows: not the global first and last.  */
  int first = rank == 0 ? 2 : 1, last = rank == size - 1 ? nrows - 1 : nrows;

  MPI_Barrier (MPI_COMM_WORLD);
  double t0 = MPI_Wtime ();
  for (int it = 0; it < iters; it++)
    {
      MPI_Win_fence (0, win);
      if (north != MPI_PROC_NULL)
	MPI_Put (in + n, n, MPI_DOUBLE, north,
		 (MPI_Aint) (((long) n * rank / size)
			     - ((long) n * (rank - 1) / size) + 1) * n,
		 n, MPI_DOUBLE, win);
      if (south != MPI_PROC_NULL)
	MPI_Put (in + (size_t) nrows * n, n, MPI_DOUBLE, south, 0, n,
		 MPI_DOUBLE, win);
      MPI_Win_fence (0, win);
      gradient (in, out, first, last, n);
      increment (in, 1, nrows, n);
    }
  double elapsed = MPI_Wtime () - t0, slowest;
  MPI_Reduce (&elapsed, &slowest, 1, MPI_DOUBLE, MPI_MAX, 0, MPI_COMM_WORLD);

  double sum = 0, all;
  long bad = 0, allbad;
  for (int i = first; i <= last; i++)
    for (int j = 1; j < n - 1; j++)
      {
	double v = out[(size_t) i * n + j];
	sum += v;
	bad += v != 2.0 * iters;
      }
  MPI_Reduce (&sum, &all, 1, MPI_DOUBLE, MPI_SUM, 0, MPI_COMM_WORLD);
  MPI_Reduce (&bad, &allbad, 1, MPI_LONG, MPI_SUM, 0, MPI_COMM_WORLD);
  if (rank == 0)
    {
      if (allbad)
	fprintf (stderr, "stencil_helper: %ld points differ from %d\n",
		 allbad, 2 * iters);
      printf ("checksum %.12e\ntime %.4f\n", all, slowest);
    }

  MPI_Win_free (&win);
  field_free (in);
  field_free (out);
  MPI_Finalize ();
  return rank == 0 && allbad ? 1 : 0;
}
