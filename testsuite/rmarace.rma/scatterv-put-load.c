/* scatterv-put-load.c -- a flushed Put to the root of an MPI_Scatterv, then
   the Scatterv, then a load at the root.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: a data race.  Rank 0 puts to MEM[0] of rank 1 inside
   MPI_Win_lock_all and flushes the Put before an MPI_Scatterv rooted at
   rank 1.  A scatter orders the root's past before the members' future,
   not a member's past before the root's future, so the root's load after
   the Scatterv races with the Put.  */
/* { dg-do run } */
/* { dg-rmarace-np 3 } */
/* { dg-shouldfail "data race" } */

#include <mpi.h>
#include <stdio.h>

int
main (int argc, char **argv)
{
  int rank, buf = 1, part[3];
  int counts[3] = { 3, 1, 2 }, displs[3] = { 3, 0, 1 };
  int all[6] = { 1, 2, 3, 4, 5, 6 };
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
      MPI_Put (&buf, 1, MPI_INT, 1, 0, 1, MPI_INT, win);
      MPI_Win_flush (1, win);
    }

  MPI_Scatterv (all, counts, displs, MPI_INT, part, counts[rank], MPI_INT, 1,
                MPI_COMM_WORLD);

  if (rank == 1)
    printf ("mem[0] = %d\n", mem[0]);
  MPI_Win_unlock_all (win);

  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}

/* { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" } */
/* { dg-output "  MPI_Put, remote write of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*scatterv-put-load\\.c:39:\[0-9\]+\r?\n" } */
/* { dg-output "  Conflicting local load of size 4 at 0x\[0-9a-f\]+ by rank 1:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*scatterv-put-load\\.c:47:\[0-9\]+\r?\n" } */
/* { dg-output "  Location is window \[0-9\]+ of rank 1, offset \\\[0, 4\\) of 40 bytes\\.\r?\n" } */
/* { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*scatterv-put-load\\.c:39:\[0-9\]+ \\(MPI_Put, remote write from rank 0\\) and \[^\r\n\]*scatterv-put-load\\.c:47:\[0-9\]+ \\(local load\\)\r?\n" } */
