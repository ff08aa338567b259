/* lockall-target-put-put-ok.c -- rank 0 puts, flushes; a barrier; rank 2 puts.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: no race.  The twin of lockall-target-put-put.c: rank 0's flush
   completes its Put at rank 1 before the barrier, and rank 2 puts after it.  */
/* { dg-do run } */
/* { dg-rmarace-np 3 } */

#include <mpi.h>

int
main (int argc, char **argv)
{
  int rank;
  int errors = 0;
  int *mem;
  MPI_Win win;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Win_allocate (4096, sizeof (int), MPI_INFO_NULL,
		    MPI_COMM_WORLD, &mem, &win);	/* Whole pages: MPICH.  */
  for (int i = 0; i < 10; i++)
    mem[i] = 100 * rank + i;
  MPI_Barrier (MPI_COMM_WORLD);

  MPI_Win_lock_all (0, win);
  if (rank == 0)
    {
      MPI_Put (&rank, 1, MPI_INT, 1, 2, 1, MPI_INT, win);
      MPI_Win_flush (1, win);
    }
  MPI_Barrier (MPI_COMM_WORLD);
  if (rank == 2)
    MPI_Put (&rank, 1, MPI_INT, 1, 2, 1, MPI_INT, win);
  MPI_Win_unlock_all (win);
  MPI_Barrier (MPI_COMM_WORLD);
  if (rank == 1 && mem[2] != 2)
    errors++;

  MPI_Win_free (&win);
  MPI_Finalize ();
  return errors;
}
