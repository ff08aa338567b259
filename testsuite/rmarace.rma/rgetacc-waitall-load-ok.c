/* rgetacc-waitall-load-ok.c -- loads of MPI_Rget_accumulate results after
   MPI_Waitall.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: no race.  The twin of rgetacc-waitall-load.c: the loads come
   after MPI_Waitall.  */
/* { dg-do run } */

#include <mpi.h>
#include <stdio.h>

int
main (int argc, char **argv)
{
  int rank, add[2] = { 1, 1 }, res[2] = { 0, 0 };
  int *mem;
  MPI_Request reqs[2];
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
      MPI_Rget_accumulate (&add[0], 1, MPI_INT, &res[0], 1, MPI_INT, 1, 0,
                           1, MPI_INT, MPI_SUM, win, &reqs[0]);
      MPI_Rget_accumulate (&add[1], 1, MPI_INT, &res[1], 1, MPI_INT, 1, 1,
                           1, MPI_INT, MPI_SUM, win, &reqs[1]);
      MPI_Waitall (2, reqs, MPI_STATUSES_IGNORE);
      printf ("res = %d %d\n", res[0], res[1]);
    }
  MPI_Win_unlock_all (win);

  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}
