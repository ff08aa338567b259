/* acc-store-ok.c -- an MPI_Accumulate, a fence, the target's own store.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: no race.  The twin of acc-store.c: rank 1 stores after the
   closing fence.  */
/* { dg-do run } */

#include <mpi.h>
#include <stdio.h>

int
main (int argc, char **argv)
{
  int rank, one = 1;
  int *mem;
  MPI_Win win;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Win_allocate (10 * sizeof (int), sizeof (int), MPI_INFO_NULL,
                    MPI_COMM_WORLD, &mem, &win);
  for (int i = 0; i < 10; i++)
    mem[i] = 100 * rank + i;
  MPI_Barrier (MPI_COMM_WORLD);

  MPI_Win_fence (0, win);
  if (rank == 0)
    MPI_Accumulate (&one, 1, MPI_INT, 1, 0, 1, MPI_INT, MPI_SUM, win);
  MPI_Win_fence (0, win);
  if (rank == 1)
    mem[0] = 7;

  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}
