/* fence-assert.c -- fence assertions, a load in the Put's epoch.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: a data race.  The fences carry MPI_MODE_NOPRECEDE, NOSTORE,
   NOSUCCEED and NOPUT, all used correctly; rank 1 loads MEM[0] in the
   epoch in which rank 0 puts to it.  */
/* { dg-do run } */
/* { dg-shouldfail "data race" } */

#include <mpi.h>
#include <stdio.h>

int
main (int argc, char **argv)
{
  int rank, buf = 1, x = 0;
  int *mem;
  MPI_Win win;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Win_allocate (10 * sizeof (int), sizeof (int), MPI_INFO_NULL,
                    MPI_COMM_WORLD, &mem, &win);
  for (int i = 0; i < 10; i++)
    mem[i] = 100 * rank + i;
  MPI_Barrier (MPI_COMM_WORLD);

  MPI_Win_fence (MPI_MODE_NOPRECEDE, win);
  if (rank == 0)
    MPI_Put (&buf, 1, MPI_INT, 1, 0, 1, MPI_INT, win);
  if (rank == 1)
    printf ("mem[0] = %d\n", mem[0]);
  MPI_Win_fence (MPI_MODE_NOSTORE | MPI_MODE_NOSUCCEED, win);
  if (rank == 1)
    mem[1] = 8;
  MPI_Win_fence (MPI_MODE_NOPRECEDE | MPI_MODE_NOPUT, win);
  if (rank == 0)
    MPI_Get (&x, 1, MPI_INT, 1, 1, 1, MPI_INT, win);
  MPI_Win_fence (MPI_MODE_NOSUCCEED, win);
  if (rank == 0)
    printf ("x = %d\n", x);

  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}

/* { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" } */
/* { dg-output "  MPI_Put, remote write of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*fence-assert\\.c:32:\[0-9\]+\r?\n" } */
/* { dg-output "  Conflicting local load of size 4 at 0x\[0-9a-f\]+ by rank 1:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*fence-assert\\.c:34:\[0-9\]+\r?\n" } */
/* { dg-output "  Location is window \[0-9\]+ of rank 1, offset \\\[0, 4\\) of 40 bytes\\.\r?\n" } */
/* { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*fence-assert\\.c:32:\[0-9\]+ \\(MPI_Put, remote write from rank 0\\) and \[^\r\n\]*fence-assert\\.c:34:\[0-9\]+ \\(local load\\)\r?\n" } */
