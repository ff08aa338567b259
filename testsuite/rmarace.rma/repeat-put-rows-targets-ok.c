/* repeat-put-rows-targets-ok.c -- one strided origin buffer put to two
   targets, both flushed, and another process's Put into it.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or
   later; see the file COPYING.

   Expected: no race.  The twin of repeat-put-rows-targets.c: rank 0
   completes the Puts to both targets (MPI_Win_flush_all) before it
   tells rank 2, whose Put into row 1 then comes after all of them.  */
/* { dg-do run } */
/* { dg-rmarace-np 3 } */

#include <mpi.h>
#include <stdio.h>

int
main (int argc, char **argv)
{
  int rank, tok = 0, src[4] = { 1, 2, 3, 4 };
  int *mem;
  MPI_Datatype rows;
  MPI_Win win;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Win_allocate (32 * sizeof (int), sizeof (int), MPI_INFO_NULL,
                    MPI_COMM_WORLD, &mem, &win);
  for (int i = 0; i < 32; i++)
    mem[i] = 100 * rank + i;
  MPI_Type_vector (4, 4, 8, MPI_INT, &rows);
  MPI_Type_commit (&rows);
  MPI_Barrier (MPI_COMM_WORLD);

  MPI_Win_lock_all (0, win);
  if (rank == 0)
    {
      for (int t = 1; t <= 2; t++)
        MPI_Put (mem, 1, rows, t, 0, 1, rows, win);
      MPI_Win_flush_all (win);
      MPI_Send (&tok, 1, MPI_INT, 2, 0, MPI_COMM_WORLD);
      MPI_Recv (&tok, 1, MPI_INT, 2, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    }
  if (rank == 2)
    {
      MPI_Recv (&tok, 1, MPI_INT, 0, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
      MPI_Put (src, 4, MPI_INT, 0, 8, 4, MPI_INT, win);
      MPI_Win_flush (0, win);
      MPI_Send (&tok, 1, MPI_INT, 0, 0, MPI_COMM_WORLD);
    }
  MPI_Win_unlock_all (win);
  MPI_Barrier (MPI_COMM_WORLD);

  MPI_Type_free (&rows);
  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}
