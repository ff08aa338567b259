/* fetch-reuse-store.c -- a result buffer used by thousands of flushed
   atomics, stored to while the last one is pending.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: a data race.  Rank 0 takes 3001 tickets with
   MPI_Fetch_and_op into RES from one call site, flushing each, and
   stores to RES before the last flush.  Between calls the runtime keeps
   the buffer's node idle for the next call (pending.c): the node the
   last call joins must still be reported against the store.  */
/* { dg-do run } */
/* { dg-shouldfail "data race" } */

#include <mpi.h>
#include <stdio.h>

int
main (int argc, char **argv)
{
  int rank, one = 1, res = 0;
  long sum = 0;
  int *mem;
  MPI_Win win;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Win_allocate (4 * sizeof (int), sizeof (int), MPI_INFO_NULL,
                    MPI_COMM_WORLD, &mem, &win);
  mem[0] = 0;
  MPI_Barrier (MPI_COMM_WORLD);
  MPI_Win_lock_all (0, win);
  if (rank == 0)
    {
      for (int i = 0; i <= 3000; i++)
        {
          MPI_Fetch_and_op (&one, &res, MPI_INT, 1, 0, MPI_SUM, win);
          if (i == 3000)
            res = 5;
          MPI_Win_flush (1, win);
          sum += res;
        }
      printf ("%ld %d\n", sum, res);
    }
  MPI_Win_unlock_all (win);

  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}

/* { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" } */
/* { dg-output "  MPI_Fetch_and_op, result buffer write of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*fetch-reuse-store\\.c:37:\[0-9\]+\r?\n" } */
/* { dg-output "  Conflicting local store of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*fetch-reuse-store\\.c:39:\[0-9\]+\r?\n" } */
/* { dg-output "  Location is a local buffer of rank 0\\.\r?\n" } */
/* { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*fetch-reuse-store\\.c:37:\[0-9\]+ \\(MPI_Fetch_and_op, result buffer write\\) and \[^\r\n\]*fetch-reuse-store\\.c:39:\[0-9\]+ \\(local store\\)\r?\n" } */
