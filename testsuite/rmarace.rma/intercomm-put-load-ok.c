/* intercomm-put-load-ok.c -- a flushed Put, then MPI_Allreduce on an
   intercommunicator, then a load at the target.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: no race.  Rank 0 forms one group, ranks 1 and 2 the other;
   each group's result of MPI_Allreduce on the intercommunicator depends on
   the other group's data, so rank 2's Put to rank 0, completed before it,
   is ordered before rank 0's load after it.  */
/* { dg-do run } */
/* { dg-rmarace-np 3 } */

#include <mpi.h>
#include <stdio.h>

int
main (int argc, char **argv)
{
  int rank, buf = 1;
  int *mem;
  MPI_Win win;
  int one = 1, sum;
  MPI_Comm half, inter;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Comm_split (MPI_COMM_WORLD, rank > 0, rank, &half);
  MPI_Intercomm_create (half, 0, MPI_COMM_WORLD, rank > 0 ? 0 : 1, 5,
                        &inter);
  MPI_Win_allocate (10 * sizeof (int), sizeof (int), MPI_INFO_NULL,
                    MPI_COMM_WORLD, &mem, &win);
  for (int i = 0; i < 10; i++)
    mem[i] = 100 * rank + i;
  MPI_Barrier (MPI_COMM_WORLD);

  MPI_Win_lock_all (0, win);
  if (rank == 2)
    {
      MPI_Put (&buf, 1, MPI_INT, 0, 0, 1, MPI_INT, win);
      MPI_Win_flush (0, win);
    }
  MPI_Allreduce (&one, &sum, 1, MPI_INT, MPI_SUM, inter);

  if (rank == 0)
    printf ("mem[0] = %d\n", mem[0]);
  MPI_Win_unlock_all (win);

  MPI_Win_free (&win);
  MPI_Comm_free (&inter);
  MPI_Comm_free (&half);
  MPI_Finalize ();
  return 0;
}
