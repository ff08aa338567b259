/* subarray-get-load-ok.c -- a load in a subarray's extent but outside its
   elements.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: no race.  The twin of subarray-get-load.c: rank 0 loads
   A[1][3], inside the subarray's extent but not one of its elements.  */
/* { dg-do run } */

#include <mpi.h>
#include <stdio.h>

int
main (int argc, char **argv)
{
  int rank, a[4][4] = { { 0 } };
  int sizes[2] = { 4, 4 }, subsizes[2] = { 2, 2 }, starts[2] = { 1, 1 };
  int *mem;
  MPI_Datatype sub;
  MPI_Win win;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Win_allocate (10 * sizeof (int), sizeof (int), MPI_INFO_NULL,
                    MPI_COMM_WORLD, &mem, &win);
  for (int i = 0; i < 10; i++)
    mem[i] = 100 * rank + i;
  MPI_Barrier (MPI_COMM_WORLD);

  MPI_Type_create_subarray (2, sizes, subsizes, starts, MPI_ORDER_C, MPI_INT,
                            &sub);
  MPI_Type_commit (&sub);

  MPI_Win_fence (0, win);
  if (rank == 0)
    {
      MPI_Get (a, 1, sub, 1, 0, 4, MPI_INT, win);
      printf ("a[1][3] = %d\n", a[1][3]);
    }
  MPI_Win_fence (0, win);

  MPI_Type_free (&sub);

  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}
