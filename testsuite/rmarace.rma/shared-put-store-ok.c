/* shared-put-store-ok.c -- a store into a shared window segment after the
   fence.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: no race.  The twin of shared-put-store.c: rank 0 stores after
   the closing fence, which completes the Put.  */
/* { dg-do run } */
/* { dg-rmarace-np 3 } */

#include <mpi.h>
#include <stdio.h>

int
main (int argc, char **argv)
{
  int rank, disp_unit, buf;
  int *mem, *peer;
  MPI_Aint size;
  MPI_Win win;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Win_allocate_shared (10 * sizeof (int), sizeof (int), MPI_INFO_NULL,
                           MPI_COMM_WORLD, &mem, &win);
  for (int i = 0; i < 10; i++)
    mem[i] = 100 * rank + i;

  MPI_Win_shared_query (win, 1, &size, &disp_unit, &peer);
  buf = rank;
  MPI_Win_fence (0, win);
  if (rank == 2)
    MPI_Put (&buf, 1, MPI_INT, 1, 0, 1, MPI_INT, win);
  MPI_Win_fence (0, win);
  if (rank == 0)
    peer[0] = 7;

  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}
