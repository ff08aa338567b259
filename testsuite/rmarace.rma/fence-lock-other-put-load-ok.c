/* fence-lock-other-put-load-ok.c -- a Put under a lock on one window,
   then a fence on another, then a load.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: no race.  The twin of fence-lock-other-put-load.c where rank
   1 loads after the fence on window A, which orders the Put, completed
   by the unlock, before the load.  */
/* { dg-do run } */

#include <mpi.h>
#include <stdio.h>

int
main (int argc, char **argv)
{
  int rank, buf = 5;
  int *a, *b;
  MPI_Win wa, wb;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Win_allocate (10 * sizeof (int), sizeof (int), MPI_INFO_NULL,
		    MPI_COMM_WORLD, &a, &wa);
  MPI_Win_allocate (10 * sizeof (int), sizeof (int), MPI_INFO_NULL,
		    MPI_COMM_WORLD, &b, &wb);
  for (int i = 0; i < 10; i++)
    a[i] = b[i] = 100 * rank + i;

  MPI_Win_fence (0, wa);
  if (rank == 0)
    {
      MPI_Win_lock (MPI_LOCK_SHARED, 1, 0, wb);
      MPI_Put (&buf, 1, MPI_INT, 1, 0, 1, MPI_INT, wb);
      MPI_Win_unlock (1, wb);
    }
  MPI_Win_fence (0, wa);
  if (rank == 1)
    printf ("b[0] = %d\n", b[0]);

  MPI_Win_free (&wb);
  MPI_Win_free (&wa);
  MPI_Finalize ();
  return 0;
}
