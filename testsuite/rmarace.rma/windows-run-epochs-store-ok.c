/* windows-run-epochs-store-ok.c -- many epochs of atomics on many
   windows, the target reading the counter after each, then storing to
   it after the last atomic.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: no race.  The twin of windows-run-epochs-store.c: in the
   last epoch too rank 1 tells rank 0 after its last atomic, so rank 0's
   store is ordered after every member of the run.  */
/* { dg-do run } */

#include <mpi.h>
#include <stdio.h>

#define NWIN 40
#define EPOCHS 200
#define ADDS 20

int
main (int argc, char **argv)
{
  int rank, one = 1, res, tok = 0;
  static int mem[NWIN][4];
  MPI_Win win[NWIN];
  long sum = 0;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  for (int w = 0; w < NWIN; w++)
    MPI_Win_create (mem[w], sizeof mem[w], sizeof (int), MPI_INFO_NULL,
		    MPI_COMM_WORLD, &win[w]);
  for (int e = 0; e < EPOCHS; e++)
    {
      int w = e % NWIN, last = e == EPOCHS - 1;
      MPI_Win_lock_all (0, win[w]);
      if (rank == 1)
	for (int i = 0; i < ADDS; i++)
	  {
	    MPI_Fetch_and_op (&one, &res, MPI_INT, 0, 0, MPI_SUM, win[w]);
	    MPI_Win_flush (0, win[w]);
	  }
      if (rank == 1)
	MPI_Send (&tok, 1, MPI_INT, 0, 0, MPI_COMM_WORLD);
      if (rank == 0)
	{
	  MPI_Recv (&tok, 1, MPI_INT, 1, 0, MPI_COMM_WORLD,
		    MPI_STATUS_IGNORE);
	  if (last)
	    mem[w][0] = 7;
	  else
	    for (int i = 0; i < ADDS; i++)
	      sum += *(volatile int *) &mem[w][0];
	}
      MPI_Win_unlock_all (win[w]);
      MPI_Barrier (MPI_COMM_WORLD);
    }
  if (rank == 0)
    printf ("sum %ld\n", sum);
  for (int w = 0; w < NWIN; w++)
    MPI_Win_free (&win[w]);
  MPI_Finalize ();
  return 0;
}
