/* windows-passive-puts-store.c -- rounds of puts in one passive epoch,
   one of each round left pending across a barrier, then a store racing
   with the last one.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: a data race.  In one lock_all epoch, 300 rounds: rank 1 puts
   to int 0 of rank 0 and flushes, then puts to int 1 (line 42), which
   the next round's flush completes, then both ranks enter a barrier.
   Rank 0 keeps the puts to int 1 as one record, a run, whose last
   member is never complete at a barrier: the members before it that
   each barrier may forget are dropped, not kept till the end.  After
   the last barrier rank 0 stores to its int 1 (line 47): the last put
   to it is not flushed, so the store races with it.  */
/* { dg-do run } */
/* { dg-shouldfail "data race" } */

#include <mpi.h>
#include <stdio.h>

#define ROUNDS 300

int
main (int argc, char **argv)
{
  int rank, v = 1;
  static int mem[4];
  MPI_Win win;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Win_create (mem, sizeof mem, sizeof (int), MPI_INFO_NULL,
		  MPI_COMM_WORLD, &win);
  MPI_Win_lock_all (0, win);
  for (int i = 0; i < ROUNDS; i++)
    {
      if (rank == 1)
	{
	  MPI_Put (&v, 1, MPI_INT, 0, 0, 1, MPI_INT, win);
	  MPI_Win_flush (0, win);
	  MPI_Put (&v, 1, MPI_INT, 0, 1, 1, MPI_INT, win);
	}
      MPI_Barrier (MPI_COMM_WORLD);
    }
  if (rank == 0)
    mem[1] = 7;
  MPI_Win_unlock_all (win);
  MPI_Barrier (MPI_COMM_WORLD);
  if (rank == 0)
    printf ("mem[1] = %d\n", mem[1]);
  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}

/* { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" } */
/* { dg-output "  MPI_Put, remote write of size 4 at 0x\[0-9a-f\]+ by rank 1:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*windows-passive-puts-store\\.c:42:\[0-9\]+\r?\n" } */
/* { dg-output "  Conflicting local store of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*windows-passive-puts-store\\.c:47:\[0-9\]+\r?\n" } */
/* { dg-output "  Location is window 1 of rank 0, offset \\\[4, 8\\) of 16 bytes\\.\r?\n" } */
