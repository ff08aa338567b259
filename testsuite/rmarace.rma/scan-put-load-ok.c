/* scan-put-load-ok.c -- a flushed Put from rank 0 to rank 2, then MPI_Scan,
   then a load at rank 2.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: no race.  The twin of scan-put-load.c with the roles of ranks
   0 and 2 swapped: rank 2's result depends on the data of every lower
   rank, rank 0's included, so the Scan orders the flushed Put before rank
   2's load.  */
/* { dg-do run } */
/* { dg-rmarace-np 3 } */

#include <mpi.h>
#include <stdio.h>

int
main (int argc, char **argv)
{
  int rank, buf = 1, sum;
  int *mem;
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
      MPI_Put (&buf, 1, MPI_INT, 2, 0, 1, MPI_INT, win);
      MPI_Win_flush (2, win);
    }

  MPI_Scan (&rank, &sum, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);

  if (rank == 2)
    printf ("mem[0] = %d\n", mem[0]);
  MPI_Win_unlock_all (win);

  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}
