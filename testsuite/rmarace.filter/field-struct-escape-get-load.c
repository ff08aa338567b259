/* field-struct-escape-get-load.c -- a static structure's address goes to
   another unit.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Written by contrib/gen-field-struct-tests.py: edit that instead.

   Expected: a data race.  G's address goes to HELPER_GRID_GET, in another
   unit (helpers/grid-get.c), which makes G.WORK's block an MPI_Get origin
   buffer; rank 0 reads work[0] before MPI_Win_flush, while the Get may
   still write it.  The filter "field" must not drop that load.  */
/* { dg-do run } */
/* { dg-shouldfail "data race" } */
/* { dg-rmarace-sources helpers/grid-get.c } */

#include <mpi.h>
#include <stdlib.h>
#include <string.h>

static struct grid
{
  double *work;
  int n;
} g;

static MPI_Win win;

void helper_grid_get (struct grid *, MPI_Win);

__attribute__ ((noinline)) static double
first (void)
{
  return g.work[0];
}

int
main (int argc, char **argv)
{
  int rank;
  double mem[4] = { 1, 2, 3, 4 }, seen = 0;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  g.n = 3 + argc;
  g.work = calloc (g.n, sizeof (double));
  MPI_Win_create (mem, sizeof mem, sizeof (double), MPI_INFO_NULL,
		  MPI_COMM_WORLD, &win);
  MPI_Win_lock_all (0, win);
  if (rank == 0)
    {
      helper_grid_get (&g, win);
      seen = first ();
      MPI_Win_flush (1, win);
    }
  MPI_Win_unlock_all (win);
  MPI_Barrier (MPI_COMM_WORLD);
  MPI_Win_free (&win);
  free (g.work);
  MPI_Finalize ();
  return seen < 0;
}
/* { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" } */
/* { dg-output "  MPI_Get, origin buffer write of size 8 at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*grid-get\\.c:22:\[0-9\]+\r?\n" } */
/* { dg-output "  Conflicting local load of size 8 at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*field-struct-escape-get-load\\.c:34:\[0-9\]+\r?\n" } */
