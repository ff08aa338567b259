/* atomics-many-load-ok.c -- the target loads a counter after thousands
   of atomics completed.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: no race.  The twin of atomics-many-load.c: a barrier after
   rank 1's 5000 flushed atomics orders them before rank 0's load.  */
/* { dg-do run } */

#include <mpi.h>
#include <stdio.h>

int
main (int argc, char **argv)
{
  int rank, one = 1, res, x = 0;
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
    for (int i = 0; i < 5000; i++)
      {
        MPI_Fetch_and_op (&one, &res, MPI_INT, 0, 0, MPI_SUM, win);
        MPI_Win_flush (0, win);
      }
  MPI_Barrier (MPI_COMM_WORLD);
  if (rank == 0)
    x = mem[0];
  MPI_Win_unlock_all (win);
  if (rank == 0)
    printf ("x = %d\n", x);

  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}
