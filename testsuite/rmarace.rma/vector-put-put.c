/* vector-put-put.c -- two strided Puts to one array that share one int.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: a data race.  Rank 0 puts a vector of the even ints 0, 2, 4,
   6, 8 of rank 1's array; rank 2 puts a vector of the ints 1, 4, 7 in the
   same fence epoch.  Int 4 is written by both.  */
/* { dg-do run } */
/* { dg-rmarace-np 3 } */
/* { dg-shouldfail "data race" } */

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

  int n2 = 3, stride2 = 3;	/* ints 1, 4, 7 */
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

/* { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" } */
/* { dg-output "  MPI_Put, remote write of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*vector-put-put\\.c:40:\[0-9\]+\r?\n" } */
/* { dg-output "  Conflicting MPI_Put, remote write of size 4 at 0x\[0-9a-f\]+ by rank 2:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*vector-put-put\\.c:42:\[0-9\]+\r?\n" } */
/* { dg-output "  Location is window \[0-9\]+ of rank 1, offset \\\[16, 20\\) of 40 bytes\\.\r?\n" } */
/* { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*vector-put-put\\.c:40:\[0-9\]+ \\(MPI_Put, remote write from rank 0\\) and \[^\r\n\]*vector-put-put\\.c:42:\[0-9\]+ \\(MPI_Put, remote write from rank 2\\)\r?\n" } */
