/* lockall-put-many-store-ok.c -- one buffer put to every displacement of
   every target, stored to after the flush.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: no race.  The twin of lockall-put-many-store.c: rank 0
   stores to BUF only after the MPI_Win_flush_all that completes the 30
   MPI_Put of it.  */
/* { dg-do run } */
/* { dg-rmarace-np 3 } */

#include <mpi.h>

int
main (int argc, char **argv)
{
  int rank, size, buf = 7;
  int *mem;
  MPI_Win win;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Comm_size (MPI_COMM_WORLD, &size);
  MPI_Win_allocate (10 * sizeof (int), sizeof (int), MPI_INFO_NULL,
		    MPI_COMM_WORLD, &mem, &win);
  for (int i = 0; i < 10; i++)
    mem[i] = 0;
  MPI_Barrier (MPI_COMM_WORLD);

  MPI_Win_lock_all (0, win);
  if (rank == 0)
    {
      for (int t = 0; t < size; t++)
	for (int d = 0; d < 10; d++)
	  MPI_Put (&buf, 1, MPI_INT, t, d, 1, MPI_INT, win);
      MPI_Win_flush_all (win);
      buf = 8;
    }
  MPI_Win_unlock_all (win);
  MPI_Barrier (MPI_COMM_WORLD);

  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}
