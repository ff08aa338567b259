/* windows-passive-gets-store-ok.c -- many gets and flushes of one
   location in one passive epoch, then a store after all of them.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: no race.  The race-free twin of windows-passive-gets-store.c:
   rank 1 tells rank 0 after all its gets, each flushed, so rank 0's
   store to its int 3 comes after every get of it (every member of the
   runs of int 3).  */
/* { dg-do run } */

#include <mpi.h>
#include <stdio.h>

#define GETS 400

int
main (int argc, char **argv)
{
  int rank, tok = 0;
  static int mem[8], buf[8];
  MPI_Win win;
  long sum = 0;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Win_create (mem, sizeof mem, sizeof (int), MPI_INFO_NULL,
		  MPI_COMM_WORLD, &win);
  MPI_Win_lock_all (0, win);
  if (rank == 1)
    {
      for (int i = 0; i < GETS; i++)
	{
	  MPI_Get (&buf[i % 8], 1, MPI_INT, 0, i % 8, 1, MPI_INT, win);
	  MPI_Win_flush (0, win);
	  sum += buf[i % 8];
	}
      for (int i = 0; i < GETS; i++)
	{
	  MPI_Get (&buf[i % 8], 1, MPI_INT, 0, i % 8, 1, MPI_INT, win);
	  MPI_Win_flush (0, win);
	  sum += buf[i % 8];
	}
      MPI_Send (&tok, 1, MPI_INT, 0, 0, MPI_COMM_WORLD);
    }
  if (rank == 0)
    {
      MPI_Recv (&tok, 1, MPI_INT, 1, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
      mem[3] = 7;
    }
  MPI_Win_unlock_all (win);
  MPI_Barrier (MPI_COMM_WORLD);
  if (rank == 1)
    printf ("sum %ld\n", sum);
  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}
