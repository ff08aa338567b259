/* scatterv-put-load-ok.c -- a flushed Put from the root of an MPI_Scatterv,
   then the Scatterv, then a load at a non-root rank.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: no race.  The twin of scatterv-put-load.c with the roles of
   ranks 0 and 1 swapped: rank 1, the root, puts to rank 0 and flushes the
   Put before the Scatterv, which orders it before rank 0's load.  */
/* { dg-do run } */
/* { dg-rmarace-np 3 } */

#include <mpi.h>
#include <stdio.h>

int
main (int argc, char **argv)
{
  int rank, buf = 1, part[3];
  int counts[3] = { 3, 1, 2 }, displs[3] = { 3, 0, 1 };
  int all[6] = { 1, 2, 3, 4, 5, 6 };
  int *mem;
  MPI_Win win;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Win_allocate (10 * sizeof (int), sizeof (int), MPI_INFO_NULL,
                    MPI_COMM_WORLD, &mem, &win);
  for (int i = 0; i < 10; i++)
    mem[i] = 100 * rank + i;
  MPI_Barrier (MPI_COMM_WORLD);

  MPI_Win_lock_all (0, win);
  if (rank == 1)
    {
      MPI_Put (&buf, 1, MPI_INT, 0, 0, 1, MPI_INT, win);
      MPI_Win_flush (0, win);
    }

  MPI_Scatterv (all, counts, displs, MPI_INT, part, counts[rank], MPI_INT, 1,
                MPI_COMM_WORLD);

  if (rank == 0)
    printf ("mem[0] = %d\n", mem[0]);
  MPI_Win_unlock_all (win);

  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}
