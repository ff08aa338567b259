/* reduce-scatter-block-put-load-ok.c -- a flushed Put, then
   MPI_Reduce_scatter_block, then a load at the target.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: no race.  The twin of reduce-scatter-block-put-load.c: rank 1
   flushes the Put before the MPI_Reduce_scatter_block, in which every
   member's result depends on every member's data, so it orders the Put
   before rank 0's load.  */
/* { dg-do run } */
/* { dg-rmarace-np 3 } */

#include <mpi.h>
#include <stdio.h>

int
main (int argc, char **argv)
{
  int rank, buf = 1, part;
  int send[3] = { 1, 2, 3 };
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
  if (rank == 1)
    {
      MPI_Put (&buf, 1, MPI_INT, 0, 0, 1, MPI_INT, win);
      MPI_Win_flush (0, win);
    }

  MPI_Reduce_scatter_block (send, &part, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);

  if (rank == 0)
    printf ("mem[0] = %d\n", mem[0]);
  MPI_Win_unlock_all (win);

  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}
