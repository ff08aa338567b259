/* field-struct-get-load-ok.c -- a static structure's pointer member is an
   MPI_Get origin, read after the flush.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: no race.  G, a file-scope static structure, holds two
   heap blocks: IN is MPI_Get's origin buffer and first reads in[0]
   after MPI_Win_flush, when the Get has completed; WORK never reaches
   MPI, and the filter "field" drops the loads through it
   (rmarace.stats/field-struct.c checks the same pattern).  */
/* { dg-do run } */

#include <mpi.h>
#include <stdlib.h>

static struct grid
{
  double *in, *work;
  int n;
} g;

__attribute__ ((noinline)) static double
first (void)
{
  double s = g.in[0];
  for (int i = 0; i < g.n; i++)
    s += g.work[i];
  return s;
}

int
main (int argc, char **argv)
{
  int rank;
  double mem[4] = { 1, 2, 3, 4 }, seen = 0;
  MPI_Win win;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  g.n = 3 + argc;
  g.in = calloc (g.n, sizeof (double));
  g.work = calloc (g.n, sizeof (double));
  MPI_Win_create (mem, sizeof mem, sizeof (double), MPI_INFO_NULL,
		  MPI_COMM_WORLD, &win);
  MPI_Win_lock_all (0, win);
  if (rank == 0)
    {
      MPI_Get (g.in, 4, MPI_DOUBLE, 1, 0, 4, MPI_DOUBLE, win);
      MPI_Win_flush (1, win);
      seen = first ();
    }
  MPI_Win_unlock_all (win);
  MPI_Barrier (MPI_COMM_WORLD);
  MPI_Win_free (&win);
  free (g.in);
  free (g.work);
  MPI_Finalize ();
  return seen < 0;
}
