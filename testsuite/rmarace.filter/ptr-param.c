/* ptr-param.c -- window memory reached through a pointer parameter.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: a data race.  In one fence epoch rank 0 puts into MEM[5] of
   rank 1 while rank 1 increments MEM[5] in a function that only sees a
   pointer parameter: points-to analysis cannot tell where it points, so
   the access must stay instrumented.  */
/* { dg-do run } */
/* { dg-shouldfail "data race" } */

#include <mpi.h>

__attribute__ ((noinline)) static void
bump (int *p)
{
  *p += 1;
}

int
main (int argc, char **argv)
{
  int rank, one = 1;
  int *mem;
  MPI_Win win;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Win_allocate (10 * sizeof (int), sizeof (int), MPI_INFO_NULL,
		    MPI_COMM_WORLD, &mem, &win);
  for (int i = 0; i < 10; i++)
    mem[i] = 100 * rank + i;

  MPI_Win_fence (0, win);
  if (rank == 0)
    MPI_Put (&one, 1, MPI_INT, 1, 5, 1, MPI_INT, win);
  if (rank == 1)
    bump (mem + 5);
  MPI_Win_fence (0, win);

  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}

/* { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" } */
/* { dg-output "  MPI_Put, remote write of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*ptr-param\\.c:37:\[0-9\]+\r?\n" } */
/* { dg-output "  Conflicting local (load|store) of size 4 at 0x\[0-9a-f\]+ by rank 1:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*ptr-param\\.c:18:\[0-9\]+\r?\n" } */
/* { dg-output "  Location is window 1 of rank 1, offset \\\[20, 24\\) of 40 bytes\\.\r?\n" } */
