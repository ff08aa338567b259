/* shared-load-store-ok.c -- MPI_Win_sync and a barrier order a shared-memory
   store and load.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: no race.  The twin of shared-load-store.c with the pattern the
   standard asks for: rank 1 stores and calls MPI_Win_sync, both ranks
   enter a barrier, rank 0 calls MPI_Win_sync and then loads.  */
/* { dg-do run } */

#include <mpi.h>
#include <stdio.h>

int
main (int argc, char **argv)
{
  int rank, disp_unit;
  int *mem, *peer;
  MPI_Aint size;
  MPI_Win win;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Win_allocate_shared (10 * sizeof (int), sizeof (int), MPI_INFO_NULL,
                           MPI_COMM_WORLD, &mem, &win);
  for (int i = 0; i < 10; i++)
    mem[i] = 100 * rank + i;
  MPI_Barrier (MPI_COMM_WORLD);

  MPI_Win_shared_query (win, 1, &size, &disp_unit, &peer);
  MPI_Win_lock_all (MPI_MODE_NOCHECK, win);
  if (rank == 1)
    mem[0] = 7;
  MPI_Win_sync (win);
  MPI_Barrier (MPI_COMM_WORLD);
  MPI_Win_sync (win);
  if (rank == 0)
    printf ("peer[0] = %d\n", peer[0]);
  MPI_Win_unlock_all (win);

  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}
