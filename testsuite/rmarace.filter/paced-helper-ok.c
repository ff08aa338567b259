/* paced-helper-ok.c -- a store beside a call of MPI misses a Put
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: no race.  The twin of paced-helper.c: rank 1 stores into
   BUF[4] in step (extern, called in a loop, its store beside a barrier)
   while the Put into BUF[3] is pending.  */
/* { dg-do run } */

#include <mpi.h>

void __attribute__ ((noinline))
step (double *buf, int i, int store)
{
  if (store)
    buf[i] = 2;
  MPI_Barrier (MPI_COMM_WORLD);
}

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
  for (int k = 0; k < 3; k++)
    step (buf, 4 + argc - 1, rank == 1 && k == 1);
  if (rank == 0)
    MPI_Win_flush (1, win);
  MPI_Win_unlock_all (win);
  MPI_Barrier (MPI_COMM_WORLD);
  buf[3] += 1;

  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}

