/* lockall-get-sync-put-ok.c -- MPI_Get, a flush without a site, MPI_Put.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: no race.  The twin of lockall-get-sync-put.c whose flush
   goes to rank 1: it completes the Get before the Put reads BUF[1..2].
   Neither the flush nor MPI_Win_sync nor MPI_Comm_size has a site
   marker.  */
/* { dg-do run } */

#include <mpi.h>
#include <stdio.h>

int
main (int argc, char **argv)
{
  int rank, size, buf[4] = { 1, 2, 3, 4 };
  int *mem;
  MPI_Win win;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Win_allocate (10 * sizeof (int), sizeof (int), MPI_INFO_NULL,
                    MPI_COMM_WORLD, &mem, &win);
  for (int i = 0; i < 10; i++)
    mem[i] = 100 * rank + i;
  MPI_Barrier (MPI_COMM_WORLD);

  if (rank == 0)
    {
      MPI_Win_lock_all (0, win);
      MPI_Get (buf, 2, MPI_INT, 1, 0, 2, MPI_INT, win);
      MPI_Win_flush_local (1, win);
      MPI_Win_sync (win);
      MPI_Comm_size (MPI_COMM_WORLD, &size);
      MPI_Put (&buf[1], 2, MPI_INT, 1, 4, 2, MPI_INT, win);
      MPI_Win_unlock_all (win);
    }
  MPI_Barrier (MPI_COMM_WORLD);
  if (rank == 1)
    printf ("mem[4] = %d\n", mem[4]);

  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}
