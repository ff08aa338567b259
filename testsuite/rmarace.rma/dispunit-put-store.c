/* dispunit-put-store.c -- displacement 4 with a displacement unit of 1 byte.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: a data race.  Rank 1's window has a displacement unit of 1, so
   rank 0's Put at displacement 4 writes bytes [4, 8), the int MEM[1] that
   rank 1 stores to in the same fence epoch.  */
/* { dg-do run } */
/* { dg-shouldfail "data race" } */

#include <mpi.h>
#include <stdio.h>

int
main (int argc, char **argv)
{
  int rank, buf = 1;
  int *mem;
  MPI_Win win;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Win_allocate (10 * sizeof (int), 1, MPI_INFO_NULL, MPI_COMM_WORLD,
                    &mem, &win);
  for (int i = 0; i < 10; i++)
    mem[i] = 100 * rank + i;
  MPI_Barrier (MPI_COMM_WORLD);

  MPI_Win_fence (0, win);
  if (rank == 0)
    MPI_Put (&buf, 1, MPI_INT, 1, 4, 1, MPI_INT, win);
  if (rank == 1)
    mem[1] = 7;
  MPI_Win_fence (0, win);

  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}

/* { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" } */
/* { dg-output "  MPI_Put, remote write of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*dispunit-put-store\\.c:32:\[0-9\]+\r?\n" } */
/* { dg-output "  Conflicting local store of size 4 at 0x\[0-9a-f\]+ by rank 1:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*dispunit-put-store\\.c:34:\[0-9\]+\r?\n" } */
/* { dg-output "  Location is window \[0-9\]+ of rank 1, offset \\\[4, 8\\) of 40 bytes\\.\r?\n" } */
/* { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*dispunit-put-store\\.c:32:\[0-9\]+ \\(MPI_Put, remote write from rank 0\\) and \[^\r\n\]*dispunit-put-store\\.c:34:\[0-9\]+ \\(local store\\)\r?\n" } */
