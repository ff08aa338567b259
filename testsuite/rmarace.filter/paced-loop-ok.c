/* paced-loop-ok.c -- a store after a call of MPI in a loop misses a Put
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: no race.  The twin of paced-loop.c: rank 1 stores into
   BUF[4], after a barrier of the loop, while the Put into BUF[3] is
   pending.  */
/* { dg-do run } */

#include <mpi.h>

int
main (int argc, char **argv)
{
  int rank;
  double one = 1, *buf;
  MPI_Win win;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Win_allocate (8 * sizeof (double), sizeof (double), MPI_INFO_NULL,
		    MPI_COMM_WORLD, &buf, &win);
  buf[3] = 0;
  MPI_Barrier (MPI_COMM_WORLD);
  MPI_Win_lock_all (0, win);
  if (rank == 0)
    MPI_Put (&one, 1, MPI_DOUBLE, 1, 3, 1, MPI_DOUBLE, win);
  for (int k = 0; k < 2 + argc; k++)
    {
      MPI_Barrier (MPI_COMM_WORLD);
      if (rank == 1 && k == 0)
	buf[4 + argc - 1] = 2;
    }
  if (rank == 0)
    MPI_Win_flush (1, win);
  MPI_Win_unlock_all (win);
  MPI_Barrier (MPI_COMM_WORLD);
  buf[3] += 1;

  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}

