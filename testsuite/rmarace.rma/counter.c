/* counter.c -- MPI_Fetch_and_op on a counter against an MPI_Put.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: a data race.  Rank 0 increments a counter at rank 1 with
   MPI_Fetch_and_op while rank 2 overwrites it with MPI_Put; only the
   lock_all epoch and their own flushes surround them, so nothing orders
   them.  */
/* { dg-do run } */
/* { dg-rmarace-np 3 } */
/* { dg-shouldfail "data race" } */

#include <mpi.h>
#include <stdio.h>

int
main (int argc, char **argv)
{
  int rank, one = 1, val = 0, cmp = 100, old = 0;
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
      MPI_Fetch_and_op (&one, &old, MPI_INT, 1, 0, MPI_SUM, win);
      MPI_Win_flush (1, win);
    }
  if (rank == 2)
    {
      MPI_Put (&val, 1, MPI_INT, 1, 0, 1, MPI_INT, win);
      MPI_Win_flush (1, win);
    }
  MPI_Win_unlock_all (win);

  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}

/* { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" } */
/* { dg-output "  MPI_Fetch_and_op, remote update of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*counter\\.c:35:\[0-9\]+\r?\n" } */
/* { dg-output "  Conflicting MPI_Put, remote write of size 4 at 0x\[0-9a-f\]+ by rank 2:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*counter\\.c:40:\[0-9\]+\r?\n" } */
/* { dg-output "  Location is window \[0-9\]+ of rank 1, offset \\\[0, 4\\) of 40 bytes\\.\r?\n" } */
/* { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*counter\\.c:35:\[0-9\]+ \\(MPI_Fetch_and_op, remote update from rank 0\\) and \[^\r\n\]*counter\\.c:40:\[0-9\]+ \\(MPI_Put, remote write from rank 2\\)\r?\n" } */
