/* loop-window-put-ok.c -- a loop over window memory after the Put is complete.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: no race.  The twin of loop-window-put.c: rank 0 flushes
   before the barrier, so the Put is complete when rank 1's loop runs.  */
/* { dg-do run } */

#include <mpi.h>

int
main (int argc, char **argv)
{
  int rank, one = 1;
  int *mem;
  MPI_Win win;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Win_allocate (10 * sizeof (int), sizeof (int), MPI_INFO_NULL,
		    MPI_COMM_WORLD, &mem, &win);
  for (int i = 0; i < 10; i++)
    mem[i] = 100 * rank + i;
  MPI_Barrier (MPI_COMM_WORLD);

  MPI_Win_lock_all (0, win);
  if (rank == 0)
    MPI_Put (&one, 1, MPI_INT, 1, 5, 1, MPI_INT, win);
  if (rank == 0)
    MPI_Win_flush (1, win);
  MPI_Barrier (MPI_COMM_WORLD);
  if (rank == 1)
    for (int i = 0; i < 10; i++)
      mem[i] = 3 * mem[i];
  MPI_Win_unlock_all (win);

  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}
