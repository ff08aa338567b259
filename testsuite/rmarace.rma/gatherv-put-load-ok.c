/* gatherv-put-load-ok.c -- a flushed Put to the root of an MPI_Gatherv, then
   the Gatherv, then a load at the root.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: no race.  The twin of gatherv-put-load.c with the roles of
   ranks 1 and 2 swapped: rank 2 puts to rank 1, the root, and flushes the
   Put before the Gatherv, which orders it before the root's load.  */
/* { dg-do run } */
/* { dg-rmarace-np 3 } */

#include <mpi.h>
#include <stdio.h>

int
main (int argc, char **argv)
{
  int rank, buf = 1, all[6];
  int counts[3] = { 1, 2, 3 }, displs[3] = { 0, 1, 3 };
  int send[3] = { 7, 7, 7 };
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
  if (rank == 2)
    {
      MPI_Put (&buf, 1, MPI_INT, 1, 0, 1, MPI_INT, win);
      MPI_Win_flush (1, win);
    }

  MPI_Gatherv (send, counts[rank], MPI_INT, all, counts, displs, MPI_INT, 1,
               MPI_COMM_WORLD);

  if (rank == 1)
    printf ("mem[0] = %d\n", mem[0]);
  MPI_Win_unlock_all (win);

  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}
