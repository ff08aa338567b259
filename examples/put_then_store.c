/* put_then_store.c -- a racy MPI one-sided program, for the demo.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Rank 0 puts BUF into rank 1's window, then overwrites BUF before the
   closing fence.  MPI_Put may still be reading BUF until that fence, so
   rank 1 may receive 1 or 2: a data race.  put_then_store_fixed.c moves
   the store after the fence.  */

#include <mpi.h>
#include <stdio.h>

int
main (int argc, char **argv)
{
  int rank, buf, *mem;
  MPI_Win win;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Win_allocate (sizeof (int), sizeof (int), MPI_INFO_NULL,
		    MPI_COMM_WORLD, &mem, &win);
  *mem = 0;

  MPI_Win_fence (0, win);
  if (rank == 0)
    {
      buf = 1;
      MPI_Put (&buf, 1, MPI_INT, 1, 0, 1, MPI_INT, win);
      buf = 2;			/* races with the Put reading BUF */
    }
  MPI_Win_fence (0, win);

  if (rank == 1)
    printf ("rank 1 received %d\n", *mem);
  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}
