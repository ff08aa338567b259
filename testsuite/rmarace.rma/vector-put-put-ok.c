/* vector-put-put-ok.c -- two strided Puts to complementary ints of one array.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: no race.  The twin of vector-put-put.c: rank 2 puts the odd
   ints 1, 3, 5, 7, 9. The two vectors' extents overlap but their bytes do
   not.  */
/* { dg-do run } */
/* { dg-rmarace-np 3 } */

#include <mpi.h>
#include <stdio.h>

int
main (int argc, char **argv)
{
  int rank, buf[5] = { 1, 2, 3, 4, 5 };
  int *mem;
  MPI_Datatype even, other;
  MPI_Win win;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Win_allocate (10 * sizeof (int), sizeof (int), MPI_INFO_NULL,
                    MPI_COMM_WORLD, &mem, &win);
  for (int i = 0; i < 10; i++)
    mem[i] = 100 * rank + i;
  MPI_Barrier (MPI_COMM_WORLD);

  int n2 = 5, stride2 = 2;	/* ints 1, 3, 5, 7, 9 */
  MPI_Type_vector (5, 1, 2, MPI_INT, &even);
  MPI_Type_vector (n2, 1, stride2, MPI_INT, &other);
  MPI_Type_commit (&even);
  MPI_Type_commit (&other);

  MPI_Win_fence (0, win);
  if (rank == 0)
    MPI_Put (buf, 5, MPI_INT, 1, 0, 1, even, win);
  if (rank == 2)
    MPI_Put (buf, n2, MPI_INT, 1, 1, 1, other, win);
  MPI_Win_fence (0, win);

  MPI_Type_free (&even);
  MPI_Type_free (&other);

  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}
