/* done-put-store-ok.c -- a store to a local MPI_Put buffer after the flush.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or
   later; see the file COPYING.

   Expected: no race.  BUF is an automatic variable whose address goes only
   to MPI_Put, its origin buffer (filter "done", plugin/done-buf.cc).
   Rank 0 stores to BUF before the Put and after
   MPI_Win_flush_local completes it: none of its accesses need a check.  */
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
      for (int j = 0; j < 8; j++)
	buf[j] = j;
      MPI_Win_lock (MPI_LOCK_SHARED, 1, 0, win);
      MPI_Put (buf, 8, MPI_DOUBLE, 1, 0, 8, MPI_DOUBLE, win); /* race */
      MPI_Win_flush_local (1, win);
      buf[2] = argc; /* conflict */
      MPI_Win_unlock (1, win);
      for (int j = 0; j < 8; j++)
	seen += buf[j];
    }

  MPI_Barrier (MPI_COMM_WORLD);
  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}
