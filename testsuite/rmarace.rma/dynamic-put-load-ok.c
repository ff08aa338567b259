/* dynamic-put-load-ok.c -- a Put to an attached region, flushed before the
   barrier.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: no race.  The twin of dynamic-put-load.c: rank 0 flushes the
   Put before the barrier.  */
/* { dg-do run } */

#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

int
main (int argc, char **argv)
{
  int rank, buf = 1;
  int *region = NULL;
  MPI_Aint addr = 0;
  MPI_Win win;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);

  MPI_Win_create_dynamic (MPI_INFO_NULL, MPI_COMM_WORLD, &win);
  if (rank == 1)
    {
      region = malloc (10 * sizeof (int));
      for (int i = 0; i < 10; i++)
        region[i] = i;
      MPI_Win_attach (win, region, 10 * sizeof (int));
      MPI_Get_address (region, &addr);
    }
  MPI_Bcast (&addr, 1, MPI_AINT, 1, MPI_COMM_WORLD);

  MPI_Win_lock_all (0, win);
  if (rank == 0)
    {
      MPI_Put (&buf, 1, MPI_INT, 1, MPI_Aint_add (addr, sizeof (int)), 1,
               MPI_INT, win);
      MPI_Win_flush (1, win);
    }
  MPI_Barrier (MPI_COMM_WORLD);
  if (rank == 1)
    printf ("region[1] = %d\n", region[1]);
  MPI_Win_unlock_all (win);

  MPI_Barrier (MPI_COMM_WORLD);
  if (rank == 1)
    {
      MPI_Win_detach (win, region);
      free (region);
    }

  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}
