/* frame-get-load-ok.c -- a variable of the frame that a nested function
   gives to MPI_Get (GNU C).
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or
   later; see the file COPYING.

   Expected: no race.  The twin of frame-get-load.c: main reads VAL, a
   variable of its frame that the nested FETCH gives to MPI_Get, only
   after MPI_Win_flush has completed the Get.  */
/* { dg-do run } */

#include <mpi.h>

int seen;

int
main (int argc, char **argv)
{
  int rank, val = 0;
  int *mem;
  MPI_Win win;

  void fetch (void)
  {
    MPI_Get (&val, 1, MPI_INT, 1, 0, 1, MPI_INT, win);
  }

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Win_allocate (sizeof (int), sizeof (int), MPI_INFO_NULL,
		    MPI_COMM_WORLD, &mem, &win);
  *mem = 10 + rank;
  MPI_Barrier (MPI_COMM_WORLD);

  if (rank == 0)
    {
      MPI_Win_lock_all (0, win);
      fetch ();
      MPI_Win_flush (1, win);
      seen = val;
      MPI_Win_unlock_all (win);
      seen += val;
    }

  MPI_Barrier (MPI_COMM_WORLD);
  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}

