/* raccumulate-test-store-ok.c -- a store to an MPI_Raccumulate buffer after an
   MPI_Test loop.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: no race.  The twin of raccumulate-test-store.c: the store
   comes after the MPI_Test loop, once the request is complete.  */
/* { dg-do run } */

#include <mpi.h>
#include <stdio.h>

int
main (int argc, char **argv)
{
  int rank, flag = 0, buf[4] = { 1, 2, 3, 4 };
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
      MPI_Raccumulate (buf, 4, MPI_INT, 1, 0, 4, MPI_INT, MPI_SUM, win,
                       &req);
      while (!flag)
        MPI_Test (&req, &flag, MPI_STATUS_IGNORE);
      buf[3] = 0;
      MPI_Win_flush (1, win);
    }
  MPI_Win_unlock_all (win);

  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}
