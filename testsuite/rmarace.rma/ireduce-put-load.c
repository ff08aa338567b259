/* ireduce-put-load.c -- MPI_Ireduce orders what came before its start.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: a data race.  Rank 0 starts an MPI_Ireduce rooted at rank 1
   and only then puts to rank 1 and flushes; rank 1, the root, loads the
   location after MPI_Wait completed the reduction.  The reduction orders
   rank 0's past at its start before rank 1's future, not what rank 0 did
   after: rank 1's result may have arrived before the Put was made.  */
/* { dg-do run } */
/* { dg-shouldfail "data race" } */

#include <mpi.h>
#include <stdio.h>

int
main (int argc, char **argv)
{
  int rank, buf = 1, sum = 0;
  int *mem;
  MPI_Win win;
  MPI_Request req;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Win_allocate (10 * sizeof (int), sizeof (int), MPI_INFO_NULL,
                    MPI_COMM_WORLD, &mem, &win);
  for (int i = 0; i < 10; i++)
    mem[i] = 100 * rank + i;
  MPI_Barrier (MPI_COMM_WORLD);

  MPI_Win_lock_all (0, win);
  MPI_Ireduce (&rank, &sum, 1, MPI_INT, MPI_SUM, 1, MPI_COMM_WORLD, &req);
  if (rank == 0)
    {
      MPI_Put (&buf, 1, MPI_INT, 1, 0, 1, MPI_INT, win);
      MPI_Win_flush (1, win);
    }
  MPI_Wait (&req, MPI_STATUS_IGNORE);
  if (rank == 1)
    printf ("mem[0] = %d\n", mem[0]);
  MPI_Win_unlock_all (win);

  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}

/* { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" } */
/* { dg-output "  MPI_Put, remote write of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*ireduce-put-load\\.c:37:\[0-9\]+\r?\n" } */
/* { dg-output "  Conflicting local load of size 4 at 0x\[0-9a-f\]+ by rank 1:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*ireduce-put-load\\.c:42:\[0-9\]+\r?\n" } */
/* { dg-output "  Location is window \[0-9\]+ of rank 1, offset \\\[0, 4\\) of 40 bytes\\.\r?\n" } */
/* { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*ireduce-put-load\\.c:37:\[0-9\]+ \\(MPI_Put, remote write from rank 0\\) and \[^\r\n\]*ireduce-put-load\\.c:42:\[0-9\]+ \\(local load\\)\r?\n" } */
