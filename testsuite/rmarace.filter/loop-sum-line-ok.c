/* loop-sum-line-ok.c -- a loop sums into window memory after the Put.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: no race.  The twin of loop-sum-line.c: rank 0 flushes before
   the barrier, so the Put is complete when rank 1 sums into TOTAL.  */
/* { dg-do run } */

#include <mpi.h>

double total;

int
main (int argc, char **argv)
{
  int rank;
  double one = 1.0, v[16];
  MPI_Win win;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Win_create (&total, sizeof total, 1, MPI_INFO_NULL, MPI_COMM_WORLD,
		  &win);
  for (int i = 0; i < 16; i++)
    v[i] = i * rank;
  MPI_Win_lock_all (0, win);
  if (rank == 0)
    {
      MPI_Put (&one, 1, MPI_DOUBLE, 1, 0, 1, MPI_DOUBLE, win);
      MPI_Win_flush (1, win);
    }
  MPI_Barrier (MPI_COMM_WORLD);
  if (rank == 1)
    for (int i = 0; i < argc + 15; i++)
      total += v[i];
  MPI_Win_unlock_all (win);

  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}
