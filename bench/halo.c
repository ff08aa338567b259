/* halo.c -- benchmark: 2-D radius-2 star stencil, Isend/Irecv halo exchange.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Usage: halo [N [ITERATIONS]]   (default 4000 100)

   The grid of stencil2d.c, exchanged by messages instead of RMA: every
   iteration each rank posts MPI_Irecv of its two halo rows on each side
   straight into its grid, MPI_Isend of its two outermost rows to each
   neighbour, waits for all four with MPI_Waitall, and applies the 9-point
   radius-2 star stencil.  Race-free: the grid is read and written only
   after the wait, and the rows a send reads are not written while it is
   pending.  The message buffers are what rmarace checks here: each is
   pending from its call to the wait.

   Prints "checksum X" (the grid's sum, on rank 0) and "time T" (the
   slowest rank's seconds in the iteration loop), which bench/run-bench
   reads.  */

#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include "sweep.h"

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
  if (!u || !v)
    {
      fprintf (stderr, "halo: out of memory\n");
      MPI_Abort (MPI_COMM_WORLD, 1);
    }
  fill (u, v, first, nrows, n);
  int north = rank > 0 ? rank - 1 : MPI_PROC_NULL;
  int south = rank < size - 1 ? rank + 1 : MPI_PROC_NULL;

  MPI_Barrier (MPI_COMM_WORLD);
  double t0 = MPI_Wtime ();
  for (int it = 0; it < iters; it++)
    {
      MPI_Request req[4];
      /* Halo rows 0-1 come from the north, NROWS+2 - NROWS+3 from the
	 south; my rows 2-3 go north, NROWS - NROWS+1 south.  */
      MPI_Irecv (u, 2 * n, MPI_DOUBLE, north, 0, MPI_COMM_WORLD, &req[0]);
      MPI_Irecv (u + (size_t) (nrows + 2) * rowlen, 2 * n, MPI_DOUBLE, south,
		 1, MPI_COMM_WORLD, &req[1]);
      MPI_Isend (u + 2 * rowlen, 2 * n, MPI_DOUBLE, north, 1, MPI_COMM_WORLD,
		 &req[2]);
      MPI_Isend (u + (size_t) nrows * rowlen, 2 * n, MPI_DOUBLE, south, 0,
		 MPI_COMM_WORLD, &req[3]);
      MPI_Waitall (4, req, MPI_STATUSES_IGNORE);

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

  free (u);
  free (v);
  MPI_Finalize ();
  return 0;
}
