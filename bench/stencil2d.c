/* stencil2d.c -- benchmark: 2-D radius-2 star stencil, fence halo exchange.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Usage: stencil2d [N [ITERATIONS]]   (default 4000 100)

   An N x N grid of doubles is split by rows between the ranks; each rank
   keeps its rows plus two halo rows on each side.  Every iteration each
   rank puts its two outermost rows into its neighbours' halo buffers
   (one window per rank, MPI_Win_fence epochs), copies the received rows
   into its halo after the closing fence, and applies the 9-point
   radius-2 star stencil.  Race-free: the halo buffers are read only
   between the closing fence of one epoch and the opening fence of the
   next, and the rows a Put reads are not written during its epoch.

   Prints "checksum X" (the grid's sum, on rank 0) and "time T" (the
   slowest rank's seconds in the iteration loop), which bench/run-bench
   reads.  */

#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "sweep.h"

/* Copy COUNT doubles from SRC to DST: the halo unpack.  */

static void
copy_rows (double *restrict dst, const double *restrict src, size_t count)
{
  for (size_t k = 0; k < count; k++)
    dst[k] = src[k];
}

int
main (int argc, char **argv)
{
  int rank, size;
  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Comm_size (MPI_COMM_WORLD, &size);

  int n = argc > 1 ? atoi (argv[1]) : 4000;
  int iters = argc > 2 ? atoi (argv[2]) : 100;
  int first = (int) ((long) n * rank / size);
  int nrows = (int) ((long) n * (rank + 1) / size) - first;
  size_t rowlen = n, total = (size_t) (nrows + 4) * rowlen;

  double *u = malloc (total * sizeof *u);
  double *v = malloc (total * sizeof *v);
  /* Two halo rows from the north neighbour, then two from the south.  */
  double *halo;
  MPI_Alloc_mem (4 * rowlen * sizeof *halo, MPI_INFO_NULL, &halo);
  if (!u || !v || !halo)
    {
      fprintf (stderr, "stencil2d: out of memory\n");
      MPI_Abort (MPI_COMM_WORLD, 1);
    }
  fill (u, v, first, nrows, n);
  memset (halo, 0, 4 * rowlen * sizeof *halo);

  MPI_Win win;
  MPI_Win_create (halo, 4 * rowlen * sizeof *halo, sizeof *halo,
		  MPI_INFO_NULL, MPI_COMM_WORLD, &win);
  int north = rank > 0 ? rank - 1 : MPI_PROC_NULL;
  int south = rank < size - 1 ? rank + 1 : MPI_PROC_NULL;

  MPI_Barrier (MPI_COMM_WORLD);
  double t0 = MPI_Wtime ();
  for (int it = 0; it < iters; it++)
    {
      MPI_Win_fence (0, win);
      /* My first two rows are my northern neighbour's south halo, my
	 last two its southern neighbour's north halo.  */
      if (north != MPI_PROC_NULL)
	MPI_Put (u + 2 * rowlen, 2 * n, MPI_DOUBLE, north, 2 * rowlen,
		 2 * n, MPI_DOUBLE, win);
      if (south != MPI_PROC_NULL)
	MPI_Put (u + (size_t) nrows * rowlen, 2 * n, MPI_DOUBLE, south, 0,
		 2 * n, MPI_DOUBLE, win);
      MPI_Win_fence (0, win);
      if (north != MPI_PROC_NULL)
	copy_rows (u, halo, 2 * rowlen);
      if (south != MPI_PROC_NULL)
	copy_rows (u + (size_t) (nrows + 2) * rowlen, halo + 2 * rowlen,
		   2 * rowlen);

      /* The global boundary rows stay fixed.  */
      int lo = rank == 0 ? 2 : 0, hi = rank == size - 1 ? 2 : 0;
      sweep (u + lo * rowlen, v + lo * rowlen, nrows - lo - hi, n);
      double *t = u;
      u = v;
      v = t;
    }
  double elapsed = MPI_Wtime () - t0, slowest;
  MPI_Reduce (&elapsed, &slowest, 1, MPI_DOUBLE, MPI_MAX, 0, MPI_COMM_WORLD);

  double sum = 0, all;
  for (int i = 2; i < nrows + 2; i++)
    for (int j = 0; j < n; j++)
      sum += u[i * rowlen + j];
  MPI_Reduce (&sum, &all, 1, MPI_DOUBLE, MPI_SUM, 0, MPI_COMM_WORLD);
  if (rank == 0)
    printf ("checksum %.12e\ntime %.4f\n", all, slowest);

  MPI_Win_free (&win);
  MPI_Free_mem (halo);
  free (u);
  free (v);
  MPI_Finalize ();
  return 0;
}
