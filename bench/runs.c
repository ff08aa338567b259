/* runs.c -- benchmark: checks against a run of atomics.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Usage: runs [K [M]]   (defaults 1000 and 4000), on 2 ranks.

   In one lock_all epoch rank 1 adds to int 0 of rank 0 K times with
   MPI_Fetch_and_op from one call site, flushing each (the runtime keeps
   them as one record, a run of K members, or fewer), then tells rank 0,
   which reads the int M times, each followed by MPI_Win_sync (where the
   runtime checks the buffered read), in the function reads: each read
   is checked against the run and finds its members ordered before it.
   Under callgrind (--toggle-collect=reads) the instructions per read
   should not depend on M, and grow with K at most as log K (the run's
   binary search).  Race-free; prints "sum X".  */

#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

static long __attribute__ ((noinline))
reads (int *counter, MPI_Win win, int m)
{
  long sum = 0;
  for (int i = 0; i < m; i++)
    {
      sum += *(volatile int *) counter;
      MPI_Win_sync (win);
    }
  return sum;
}

int
main (int argc, char **argv)
{
  int rank, one = 1, res, tok = 0;
  int k = argc > 1 ? atoi (argv[1]) : 1000;
  int m = argc > 2 ? atoi (argv[2]) : 4000;
  int *mem;
  MPI_Win win;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Win_allocate (4 * sizeof (int), sizeof (int), MPI_INFO_NULL,
		    MPI_COMM_WORLD, &mem, &win);
  mem[0] = 0;
  MPI_Barrier (MPI_COMM_WORLD);
  MPI_Win_lock_all (0, win);
  if (rank == 1)
    {
      for (int i = 0; i < k; i++)
	{
	  MPI_Fetch_and_op (&one, &res, MPI_INT, 0, 0, MPI_SUM, win);
	  MPI_Win_flush (0, win);
	}
      MPI_Send (&tok, 1, MPI_INT, 0, 0, MPI_COMM_WORLD);
    }
  long sum = 0;
  if (rank == 0)
    {
      MPI_Recv (&tok, 1, MPI_INT, 1, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
      sum = reads (mem, win, m);
    }
  MPI_Win_unlock_all (win);
  if (rank == 0)
    printf ("sum %ld\n", sum);
  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}
