/* ireduce-put-load-ok.c -- MPI_Ireduce orders what came before its start.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: no race.  The twin of ireduce-put-load.c: rank 0 puts to
   rank 1 and flushes before it starts the MPI_Ireduce rooted at rank 1,
   which orders the Put before rank 1's load after its MPI_Wait.  */
/* { dg-do run } */

#include <mpi.h>
#include <stdio.h>

int
main (int argc, char **argv)
{
  int rank, buf = 1, sum = 0;
  int *mem;
  MPI_Win win;
  MPI_Request req;

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
      MPI_Put (&buf, 1, MPI_INT, 1, 0, 1, MPI_INT, win);
      MPI_Win_flush (1, win);
    }
  MPI_Ireduce (&rank, &sum, 1, MPI_INT, MPI_SUM, 1, MPI_COMM_WORLD, &req);
  MPI_Wait (&req, MPI_STATUS_IGNORE);
  if (rank == 1)
    printf ("mem[0] = %d\n", mem[0]);
  MPI_Win_unlock_all (win);

  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}
