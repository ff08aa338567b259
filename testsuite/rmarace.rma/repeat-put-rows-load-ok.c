/* repeat-put-rows-load-ok.c -- a strided Put repeated to the same rows,
   each flushed, and a load of them at the target after a barrier.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or
   later; see the file COPYING.

   Expected: no race.  The twin of repeat-put-rows-load.c: rank 1
   loads row 1 after the epoch and a barrier, which order every Put
   before it.  */
/* { dg-do run } */

#include <mpi.h>
#include <stdio.h>

int
main (int argc, char **argv)
{
  int rank, buf[32];
  int *mem;
  MPI_Datatype rows;
  MPI_Win win;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Win_allocate (32 * sizeof (int), sizeof (int), MPI_INFO_NULL,
                    MPI_COMM_WORLD, &mem, &win);
  for (int i = 0; i < 32; i++)
    mem[i] = buf[i] = 100 * rank + i;
  MPI_Type_vector (4, 4, 8, MPI_INT, &rows);
  MPI_Type_commit (&rows);
  MPI_Barrier (MPI_COMM_WORLD);

  MPI_Win_lock_all (0, win);
  if (rank == 0)
    for (int k = 0; k < 4; k++)
      {
        MPI_Put (buf, 1, rows, 1, 0, 1, rows, win);
        MPI_Win_flush_local (1, win);
        for (int i = 0; i < 32; i++)
          buf[i] += 1000;
        MPI_Win_flush (1, win);
      }
  MPI_Win_unlock_all (win);
  MPI_Barrier (MPI_COMM_WORLD);
  if (rank == 1)
    printf ("row 1: %d\n", mem[8]);

  MPI_Type_free (&rows);
  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}
