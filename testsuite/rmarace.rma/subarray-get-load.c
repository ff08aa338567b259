/* subarray-get-load.c -- a load inside the subarray an MPI_Get writes.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: a data race.  Rank 0 gets four ints into the 2x2 subarray at
   row 1, column 1 of its 4x4 array A and loads A[2][1], which is part of
   it, before the closing fence.  */
/* { dg-do run } */
/* { dg-shouldfail "data race" } */

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
      printf ("a[2][1] = %d\n", a[2][1]);
    }
  MPI_Win_fence (0, win);

  MPI_Type_free (&sub);

  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}

/* { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" } */
/* { dg-output "  MPI_Get, origin buffer write of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*subarray-get-load\\.c:39:\[0-9\]+\r?\n" } */
/* { dg-output "  Conflicting local load of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*subarray-get-load\\.c:40:\[0-9\]+\r?\n" } */
/* { dg-output "  Location is a local buffer of rank 0\\.\r?\n" } */
/* { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*subarray-get-load\\.c:39:\[0-9\]+ \\(MPI_Get, origin buffer write\\) and \[^\r\n\]*subarray-get-load\\.c:40:\[0-9\]+ \\(local load\\)\r?\n" } */
