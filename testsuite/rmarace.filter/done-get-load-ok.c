/* done-get-load-ok.c -- loads of a local MPI_Get buffer after the flush.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or
   later; see the file COPYING.

   Expected: no race.  BUF is an automatic variable whose address goes only
   to MPI_Get, its origin buffer (filter "done", plugin/done-buf.cc).
   Rank 0 reads BUF only after MPI_Win_flush_local
   completes the Get: the filter drops every load of it.  */
/* { dg-do run } */

#include <mpi.h>

double seen;

int
main (int argc, char **argv)
{
  int rank;
  double *mem;
  MPI_Win win;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Win_allocate (8 * sizeof (double), sizeof (double), MPI_INFO_NULL,
		    MPI_COMM_WORLD, &mem, &win);
  for (int j = 0; j < 8; j++)
    mem[j] = rank + j;
  MPI_Barrier (MPI_COMM_WORLD);

  if (rank == 0)
    {
      double buf[8];
      MPI_Win_lock_all (0, win);
      MPI_Get (buf, 8, MPI_DOUBLE, 1, 0, 8, MPI_DOUBLE, win); /* race */
      MPI_Win_flush_local (1, win);
      for (int j = 0; j < 8; j++)
	seen += buf[j]; /* conflict */
      seen += buf[3];
      MPI_Win_unlock_all (win);
      seen += buf[5];
    }

  MPI_Barrier (MPI_COMM_WORLD);
  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}
