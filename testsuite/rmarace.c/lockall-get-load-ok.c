/* lockall-get-load-ok.c -- a load of an MPI_Get buffer after a flush.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: no race.  The twin of lockall-get-load.c: MPI_Win_flush
   completes the Get before the load.  */
/* { dg-do run } */

#include <mpi.h>

int
main (int argc, char **argv)
{
  int rank, buf[4] = { 1, 2, 3, 4 };
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

  if (rank == 0)
    {
      MPI_Win_lock_all (0, win);
      MPI_Get (buf, 1, MPI_INT, 1, 0, 1, MPI_INT, win);
      MPI_Win_flush (1, win);
      if (buf[0] != 100)
	errors++;
      MPI_Win_unlock_all (win);
    }

  MPI_Win_free (&win);
  MPI_Finalize ();
  return errors;
}
