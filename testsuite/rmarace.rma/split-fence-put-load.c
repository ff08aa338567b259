/* split-fence-put-load.c -- a fence epoch on a window of a sub-communicator.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: a data race.  MPI_Comm_split puts world ranks 0 and 2 in one
   communicator, where world rank 2 is rank 1; rank 0 puts to it and world
   rank 2 loads the same int in the same fence epoch.  Reports name world
   ranks.  */
/* { dg-do run } */
/* { dg-rmarace-np 3 } */
/* { dg-shouldfail "data race" } */

#include <mpi.h>
#include <stdio.h>

int
main (int argc, char **argv)
{
  int rank, buf = 1;
  int *mem;
  MPI_Comm sub;
  MPI_Win win;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Comm_split (MPI_COMM_WORLD, rank == 1, rank, &sub);
  MPI_Win_allocate (10 * sizeof (int), sizeof (int), MPI_INFO_NULL, sub,
                    &mem, &win);
  for (int i = 0; i < 10; i++)
    mem[i] = 100 * rank + i;
  MPI_Barrier (MPI_COMM_WORLD);

  MPI_Win_fence (0, win);
  if (rank == 0)
    MPI_Put (&buf, 1, MPI_INT, 1, 0, 1, MPI_INT, win);
  if (rank == 2)
    printf ("mem[0] = %d\n", mem[0]);
  MPI_Win_fence (0, win);

  MPI_Win_free (&win);
  MPI_Comm_free (&sub);
  MPI_Finalize ();
  return 0;
}

/* { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" } */
/* { dg-output "  MPI_Put, remote write of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*split-fence-put-load\\.c:36:\[0-9\]+\r?\n" } */
/* { dg-output "  Conflicting local load of size 4 at 0x\[0-9a-f\]+ by rank 2:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*split-fence-put-load\\.c:38:\[0-9\]+\r?\n" } */
/* { dg-output "  Location is window \[0-9\]+ of rank 2, offset \\\[0, 4\\) of 40 bytes\\.\r?\n" } */
/* { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*split-fence-put-load\\.c:36:\[0-9\]+ \\(MPI_Put, remote write from rank 0\\) and \[^\r\n\]*split-fence-put-load\\.c:38:\[0-9\]+ \\(local load\\)\r?\n" } */
