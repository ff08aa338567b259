/* loop-window-put.c -- a loop over window memory and an unfinished Put.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: a data race.  Rank 0 puts into MEM[5] of rank 1 and enters a
   barrier before it flushes; rank 1 then scales all of MEM in a loop that
   the plugin records as two ranges (loads and stores) after the loop.
   The Put is not complete, so the loop races with it.  */
/* { dg-do run } */
/* { dg-shouldfail "data race" } */

#include <mpi.h>

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
  MPI_Barrier (MPI_COMM_WORLD);

  MPI_Win_lock_all (0, win);
  if (rank == 0)
    MPI_Put (&one, 1, MPI_INT, 1, 5, 1, MPI_INT, win);
  MPI_Barrier (MPI_COMM_WORLD);
  if (rank == 1)
    for (int i = 0; i < 10; i++)
      mem[i] = 3 * mem[i];
  if (rank == 0)
    MPI_Win_flush (1, win);
  MPI_Win_unlock_all (win);

  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}

/* { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" } */
/* { dg-output "  MPI_Put, remote write of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*loop-window-put\\.c:32:\[0-9\]+\r?\n" } */
/* { dg-output "  Conflicting local (load|store) of size 4 at 0x\[0-9a-f\]+ by rank 1:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*loop-window-put\\.c:36:\[0-9\]+\r?\n" } */
/* { dg-output "  Location is window 1 of rank 1, offset \\\[20, 24\\) of 40 bytes\\.\r?\n" } */
