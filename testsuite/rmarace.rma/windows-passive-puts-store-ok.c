/* windows-passive-puts-store-ok.c -- rounds of puts in one passive
   epoch, one of each round left pending across a barrier, then a store
   after the last one is flushed.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: no race.  The race-free twin of windows-passive-puts-store.c:
   after the rounds rank 1 flushes and both ranks enter one more barrier
   before rank 0 stores to its int 1.  */
/* { dg-do run } */

#include <mpi.h>
#include <stdio.h>

#define ROUNDS 300

int
main (int argc, char **argv)
{
  int rank, v = 1;
  static int mem[4];
  MPI_Win win;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Win_create (mem, sizeof mem, sizeof (int), MPI_INFO_NULL,
		  MPI_COMM_WORLD, &win);
  MPI_Win_lock_all (0, win);
  for (int i = 0; i < ROUNDS; i++)
    {
      if (rank == 1)
	{
	  MPI_Put (&v, 1, MPI_INT, 0, 0, 1, MPI_INT, win);
	  MPI_Win_flush (0, win);
	  MPI_Put (&v, 1, MPI_INT, 0, 1, 1, MPI_INT, win);
	}
      MPI_Barrier (MPI_COMM_WORLD);
    }
  if (rank == 1)
    MPI_Win_flush (0, win);
  MPI_Barrier (MPI_COMM_WORLD);
  if (rank == 0)
    mem[1] = 7;
  MPI_Win_unlock_all (win);
  MPI_Barrier (MPI_COMM_WORLD);
  if (rank == 0)
    printf ("mem[1] = %d\n", mem[1]);
  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}
