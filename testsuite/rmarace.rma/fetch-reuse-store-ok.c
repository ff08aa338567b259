/* fetch-reuse-store-ok.c -- a result buffer used by thousands of flushed
   atomics, stored to after the last one completed.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: no race.  The twin of fetch-reuse-store.c: rank 0 takes
   3001 tickets with MPI_Fetch_and_op into RES from one call site,
   flushing each, and stores to RES after the last flush.  The idle node the runtime
   keeps between calls (pending.c) orders nothing.  */
/* { dg-do run } */

#include <mpi.h>
#include <stdio.h>

int
main (int argc, char **argv)
{
  int rank, one = 1, res = 0;
  long sum = 0;
  int *mem;
  MPI_Win win;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Win_allocate (4 * sizeof (int), sizeof (int), MPI_INFO_NULL,
                    MPI_COMM_WORLD, &mem, &win);
  mem[0] = 0;
  MPI_Barrier (MPI_COMM_WORLD);
  MPI_Win_lock_all (0, win);
  if (rank == 0)
    {
      for (int i = 0; i <= 3000; i++)
        {
          MPI_Fetch_and_op (&one, &res, MPI_INT, 1, 0, MPI_SUM, win);
          MPI_Win_flush (1, win);
          if (i == 3000)
            res = 5;
          sum += res;
        }
      printf ("%ld %d\n", sum, res);
    }
  MPI_Win_unlock_all (win);

  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}
