/* hoist-noisy-get-load-ok.c -- a loop's callee completes a Get it starts.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: no race.  The twin of hoist-noisy-get-load.c: step flushes
   the Get it starts into BUF, so the later loads of BUF[0] follow its
   completion.  */
/* { dg-do run } */

#include <mpi.h>

__attribute__ ((noinline)) void
step (double *buf, int i, MPI_Win win)
{
  if (i == 1)
    {
      MPI_Get (buf, 1, MPI_DOUBLE, 1, 0, 1, MPI_DOUBLE, win);
      MPI_Win_flush (1, win);
    }
}

__attribute__ ((noinline)) double
drain (double *buf, int n, MPI_Win win)
{
  double s = 0;
  for (int i = 0; i < n; i++)
    {
      s += buf[0];
      step (buf, i, win);
    }
  return s;
}

int
main (int argc, char **argv)
{
  int rank;
  double buf[4] = { 0 }, s = 0, *mem;
  MPI_Win win;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Win_allocate (4 * sizeof (double), sizeof (double), MPI_INFO_NULL,
		    MPI_COMM_WORLD, &mem, &win);
  mem[0] = rank;
  MPI_Barrier (MPI_COMM_WORLD);
  if (rank == 0)
    {
      MPI_Win_lock (MPI_LOCK_SHARED, 1, 0, win);
      s = drain (buf, 2 + argc, win);
      MPI_Win_unlock (1, win);
    }
  MPI_Reduce (&s, buf, 1, MPI_DOUBLE, MPI_SUM, 0, MPI_COMM_WORLD);

  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}
