/* getacc-repeat-load-ok.c -- a result buffer loaded after the last of
   many flushed atomics completed.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: no race.  The twin of getacc-repeat-load.c: the load of
   RES[1] comes after the last flush.  */
/* { dg-do run } */

#include <mpi.h>
#include <stdio.h>

int
main (int argc, char **argv)
{
  int rank, two[2] = { 1, 2 }, res[2] = { 0, 0 };
  long sum = 0;
  int *mem;
  MPI_Datatype pair;
  MPI_Win win;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Type_contiguous (2, MPI_INT, &pair);
  MPI_Type_commit (&pair);
  MPI_Win_allocate (4 * sizeof (int), sizeof (int), MPI_INFO_NULL,
                    MPI_COMM_WORLD, &mem, &win);
  mem[0] = mem[1] = 0;
  MPI_Barrier (MPI_COMM_WORLD);
  MPI_Win_lock_all (0, win);
  if (rank == 0)
    {
      for (int i = 0; i <= 2000; i++)
        {
          MPI_Get_accumulate (two, 1, pair, res, 2, MPI_INT, 1, 0, 1, pair,
                              MPI_SUM, win);
          MPI_Win_flush (1, win);
          if (i == 2000)
            sum += res[1];
          sum += res[0];
        }
      printf ("%ld\n", sum);
    }
  MPI_Win_unlock_all (win);

  MPI_Win_free (&win);
  MPI_Type_free (&pair);
  MPI_Finalize ();
  return 0;
}
