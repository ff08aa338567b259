/* field-struct-get-load.c -- a static structure's pointer member is an
   MPI_Get origin.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: a data race.  G, a file-scope static structure, holds two
   heap blocks: IN is MPI_Get's origin buffer and first reads in[0]
   before MPI_Win_flush, while the Get may still write it; WORK never
   reaches MPI.  The filter "field" drops the loads through G.WORK (G is
   a static variable whose address stays in sight, see doc/plugin.md)
   and must keep the one through G.IN.  */
/* { dg-do run } */
/* { dg-shouldfail "data race" } */

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
      seen = first ();
      MPI_Win_flush (1, win);
    }
  MPI_Win_unlock_all (win);
  MPI_Barrier (MPI_COMM_WORLD);
  MPI_Win_free (&win);
  free (g.in);
  free (g.work);
  MPI_Finalize ();
  return seen < 0;
}

/* { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" } */
/* { dg-output "  MPI_Get, origin buffer write of size 8 at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*field-struct-get-load\\.c:51:\[0-9\]+\r?\n" } */
/* { dg-output "  Conflicting local load of size 8 at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*field-struct-get-load\\.c:28:\[0-9\]+\r?\n" } */
