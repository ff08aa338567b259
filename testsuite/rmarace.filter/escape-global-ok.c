/* escape-global-ok.c -- a local buffer whose address escapes through a global.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: no race.  The twin of escape-global.c: the store to BUF[1]
   comes after the flush; the store to the local SCRATCH, whose address
   never escapes, may go uninstrumented.  */
/* { dg-do run } */

#include <mpi.h>

int *origin;

__attribute__ ((noinline)) static void
start_put (MPI_Win win)
{
  MPI_Put (origin, 4, MPI_INT, 1, 0, 4, MPI_INT, win);
}

int
main (int argc, char **argv)
{
  int rank, buf[4] = { 1, 2, 3, 4 }, scratch[4];
  int *mem;
  MPI_Win win;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Win_allocate (10 * sizeof (int), sizeof (int), MPI_INFO_NULL,
		    MPI_COMM_WORLD, &mem, &win);
  origin = buf;
  MPI_Barrier (MPI_COMM_WORLD);

  if (rank == 0)
    {
      MPI_Win_lock_all (0, win);
      start_put (win);
      for (int i = 0; i < 4; i++)
	scratch[i] = buf[i] * (rank + argc);
      MPI_Win_flush (1, win);
      buf[1] = scratch[argc & 3];
      MPI_Win_unlock_all (win);
    }
  MPI_Bcast (buf, 4, MPI_INT, 0, MPI_COMM_WORLD);

  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}
