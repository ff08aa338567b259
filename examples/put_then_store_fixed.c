/* put_then_store_fixed.c -- the race-free twin of put_then_store.c.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   The store to BUF now comes after the closing fence, when MPI_Put has
   finished reading BUF: rank 1 always receives 1, and rmarace is silent.  */

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
    }
  MPI_Win_fence (0, win);
  if (rank == 0)
    buf = 2;			/* the Put is complete: no race */

  if (rank == 1)
    printf ("rank 1 received %d\n", *mem);
  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}
