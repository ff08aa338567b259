/* windows-passive-gets-store.c -- many gets and flushes of one location
   in one passive epoch, then a store racing with some of them.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: a data race.  In one lock_all epoch rank 1 gets ints 0 to 7
   of rank 0 in turn, 400 times from one call site (line 43), flushing
   each, then 400 times more from another (line 49): rank 0 keeps the
   gets of one int and one call site as one record, a run, not 50.  Rank
   1 tells rank 0 after its first 19 gets, before the get of int 3 at
   I = 19; rank 0 then stores to its int 3, which races with that get
   and the later ones of int 3 (both call sites), not with the 3 before
   the message.  The report names the first call site's line.  */
/* { dg-do run } */
/* { dg-shouldfail "data race" } */

#include <mpi.h>
#include <stdio.h>

#define GETS 400
#define TOLD 19

int
main (int argc, char **argv)
{
  int rank, tok = 0;
  static int mem[8], buf[8];
  MPI_Win win;
  long sum = 0;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Win_create (mem, sizeof mem, sizeof (int), MPI_INFO_NULL,
		  MPI_COMM_WORLD, &win);
  MPI_Win_lock_all (0, win);
  if (rank == 1)
    {
      for (int i = 0; i < GETS; i++)
	{
	  if (i == TOLD)
	    MPI_Send (&tok, 1, MPI_INT, 0, 0, MPI_COMM_WORLD);
	  MPI_Get (&buf[i % 8], 1, MPI_INT, 0, i % 8, 1, MPI_INT, win);
	  MPI_Win_flush (0, win);
	  sum += buf[i % 8];
	}
      for (int i = 0; i < GETS; i++)
	{
	  MPI_Get (&buf[i % 8], 1, MPI_INT, 0, i % 8, 1, MPI_INT, win);
	  MPI_Win_flush (0, win);
	  sum += buf[i % 8];
	}
    }
  if (rank == 0)
    {
      MPI_Recv (&tok, 1, MPI_INT, 1, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
      mem[3] = 7;
    }
  MPI_Win_unlock_all (win);
  MPI_Barrier (MPI_COMM_WORLD);
  if (rank == 1)
    printf ("sum %ld\n", sum);
  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}

/* { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" } */
/* { dg-output "  MPI_Get, remote read of size 4 at 0x\[0-9a-f\]+ by rank 1:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*windows-passive-gets-store\\.c:43:\[0-9\]+\r?\n" } */
/* { dg-output "  Conflicting local store of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*windows-passive-gets-store\\.c:57:\[0-9\]+\r?\n" } */
/* { dg-output "  Location is window 1 of rank 0, offset \\\[12, 16\\) of 32 bytes\\.\r?\n" } */
