/* counter-ok.c -- MPI_Fetch_and_op and MPI_Compare_and_swap on one counter.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: no race.  The twin of counter.c: rank 2 uses
   MPI_Compare_and_swap on the counter instead, which is atomic with
   respect to MPI_Fetch_and_op.  */
/* { dg-do run } */
/* { dg-rmarace-np 3 } */

#include <mpi.h>
#include <stdio.h>

int
main (int argc, char **argv)
{
  int rank, one = 1, val = 0, cmp = 100, old = 0;
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
      MPI_Fetch_and_op (&one, &old, MPI_INT, 1, 0, MPI_SUM, win);
      MPI_Win_flush (1, win);
    }
  if (rank == 2)
    {
      MPI_Compare_and_swap (&val, &cmp, &old, MPI_INT, 1, 0, win);
      MPI_Win_flush (1, win);
    }
  MPI_Win_unlock_all (win);

  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}
