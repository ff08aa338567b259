/* rput-wait-store-ok.c -- a store to an MPI_Rput buffer after MPI_Wait, before
   the flush.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: no race.  The twin of rput-wait-store.c: rank 0 stores to BUF
   after MPI_Wait but before MPI_Win_flush.  MPI_Wait completes an Rput at
   the origin, so the buffer may be reused although the Put may not be
   complete at the target yet.  */
/* { dg-do run } */

#include <mpi.h>
#include <stdio.h>

int
main (int argc, char **argv)
{
  int rank, buf = 1;
  int *mem;
  MPI_Request req;
  MPI_Win win;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Win_allocate (10 * sizeof (int), sizeof (int), MPI_INFO_NULL,
                    MPI_COMM_WORLD, &mem, &win);
  for (int i = 0; i < 10; i++)
    mem[i] = 100 * rank + i;
  MPI_Barrier (MPI_COMM_WORLD);

  MPI_Win_lock_all (0, win);
  if (rank == 0)
    {
      MPI_Rput (&buf, 1, MPI_INT, 1, 0, 1, MPI_INT, win, &req);
      MPI_Wait (&req, MPI_STATUS_IGNORE);
      buf = 2;
      MPI_Win_flush (1, win);
    }
  MPI_Win_unlock_all (win);

  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}
