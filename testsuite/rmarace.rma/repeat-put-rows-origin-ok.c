/* repeat-put-rows-origin-ok.c -- a strided Put repeated from the same rows
   of window memory, and another process's Put into those rows between
   two of them.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or
   later; see the file COPYING.

   Expected: no race.  The twin of repeat-put-rows-origin.c: rank 0
   waits for rank 1's word that its Put into row 1 is complete before
   its fourth Put.  Rank 1's write comes after the third Put's
   completion and before the fourth Put: ordered with each of them,
   though not with the span from the first to the last (the run of
   rank 0's reads keeps each one's times).  */
/* { dg-do run } */

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
    for (int k = 0; k < 4; k++)
      {
        MPI_Put (mem, 1, rows, 1, 0, 1, rows, win);
        MPI_Win_flush (1, win);
        if (k == 2)
          {
            MPI_Send (&tok, 1, MPI_INT, 1, 0, MPI_COMM_WORLD);
            MPI_Recv (&tok, 1, MPI_INT, 1, 0, MPI_COMM_WORLD,
                      MPI_STATUS_IGNORE);
          }
      }
  if (rank == 1)
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
