/* atomics-run-store-ok.c -- the target stores to a counter between two
   halves of thousands of atomics on it, ordered with both.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: no race.  The twin of atomics-run-store.c: rank 1 tells
   rank 0 after its 3000th flushed atomic and waits for its answer;
   rank 0 stores to the int between the two, so the store is ordered
   after the first 3000 atomics of the run and before the others.  */
/* { dg-do run } */

#include <mpi.h>

int
main (int argc, char **argv)
{
  int rank, one = 1, res, tok = 0;
  int *mem;
  MPI_Win win;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Win_allocate (4 * sizeof (int), sizeof (int), MPI_INFO_NULL,
                    MPI_COMM_WORLD, &mem, &win);
  mem[0] = 0;
  MPI_Barrier (MPI_COMM_WORLD);
  MPI_Win_lock_all (0, win);
  if (rank == 1)
    for (int i = 0; i < 6000; i++)
      {
        MPI_Fetch_and_op (&one, &res, MPI_INT, 0, 0, MPI_SUM, win);
        MPI_Win_flush (0, win);
        if (i == 2999)
          {
            MPI_Send (&tok, 1, MPI_INT, 0, 0, MPI_COMM_WORLD);
            MPI_Recv (&tok, 1, MPI_INT, 0, 0, MPI_COMM_WORLD,
                      MPI_STATUS_IGNORE);
          }
      }
  if (rank == 0)
    {
      MPI_Recv (&tok, 1, MPI_INT, 1, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
      mem[0] = 7;
      MPI_Send (&tok, 1, MPI_INT, 1, 0, MPI_COMM_WORLD);
    }
  MPI_Win_unlock_all (win);

  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}
