/* getacc-noop-ok.c -- MPI_Accumulate with MPI_REPLACE and MPI_Get_accumulate
   with MPI_NO_OP.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: no race.  The twin of getacc-noop.c: rank 0 writes with
   MPI_Accumulate and MPI_REPLACE, which is atomic with respect to
   MPI_Get_accumulate with MPI_NO_OP on the same datatype.  */
/* { dg-do run } */
/* { dg-rmarace-np 3 } */

#include <mpi.h>
#include <stdio.h>

int
main (int argc, char **argv)
{
  int rank, val = 5, res = 0;
  int *mem;
  MPI_Win win;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Win_allocate (10 * sizeof (int), sizeof (int), MPI_INFO_NULL,
                    MPI_COMM_WORLD, &mem, &win);
  for (int i = 0; i < 10; i++)
    mem[i] = 100 * rank + i;
  MPI_Barrier (MPI_COMM_WORLD);

  MPI_Win_fence (0, win);
  if (rank == 0)
    MPI_Accumulate (&val, 1, MPI_INT, 1, 0, 1, MPI_INT, MPI_REPLACE, win);
  if (rank == 2)
    MPI_Get_accumulate (NULL, 0, MPI_INT, &res, 1, MPI_INT, 1, 0, 1, MPI_INT,
                        MPI_NO_OP, win);
  MPI_Win_fence (0, win);

  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}
