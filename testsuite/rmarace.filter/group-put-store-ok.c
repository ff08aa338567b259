/* group-put-store-ok.c -- a store and a load that share one guard.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: no race.  The twin of group-put-store.c: rank 0 flushes
   its Put into W[0] before the barrier, so rank 1's store after it is
   ordered after the Put; the guards of the store and the load pass
   together and the runtime hears of both.  */
/* { dg-do run } */

#include <mpi.h>

__attribute__ ((noinline)) int
touch (int *w, int v)
{
  w[0] = v;
  return w[2];
}

int
main (int argc, char **argv)
{
  int rank, one = 1, got = 0, *mem;
  MPI_Win win;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Win_allocate (8 * sizeof (int), sizeof (int), MPI_INFO_NULL,
		    MPI_COMM_WORLD, &mem, &win);
  for (int i = 0; i < 8; i++)
    mem[i] = i;
  MPI_Barrier (MPI_COMM_WORLD);
  MPI_Win_lock_all (0, win);
  if (rank == 0)
    {
      MPI_Put (&one, 1, MPI_INT, 1, 0, 1, MPI_INT, win);
      MPI_Win_flush (1, win);
    }
  MPI_Barrier (MPI_COMM_WORLD);
  if (rank == 1)
    got = touch (mem, argc);
  MPI_Win_unlock_all (win);

  MPI_Win_free (&win);
  MPI_Finalize ();
  return got == -1;
}
