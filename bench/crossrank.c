/* crossrank.c -- benchmark: messages between ranks that hold different
   communicators.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Usage: crossrank [N [M [MIXED]]]   (defaults 1000, 200 and 1; 2 ranks)

   Both ranks make N duplicates of MPI_COMM_WORLD, and each N of
   MPI_COMM_SELF of its own, in different orders: rank 0 one of its own
   after each duplicate of MPI_COMM_WORLD if MIXED (else all after
   them), rank 1 all of its own after them.  The runtime names a
   communicator after rank 0 of it and a counter of that rank's, so
   rank 1's communicators sort after all of rank 0's, and rank 0's sit
   between the shared ones if MIXED, after them if not: the two ranks'
   snapshots hold different gids all along, the differences in one run
   of gids or everywhere.  Then M rounds, in the
   function rounds: rank 1 calls MPI_Barrier on one of its own
   communicators and sends a message to rank 0, which receives it (and
   learns rank 1's snapshot: a merge of snapshots of different gids) and
   calls MPI_Barrier on one of its own.  The messages go one way, so
   rank 1 never learns rank 0's communicators and every merge is across
   different gids.  Under callgrind (--toggle-collect=rounds) the
   instructions per round should grow with what changed (one count per
   round), not with N.

   Race-free; prints "checksum X".  */

#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

static void __attribute__ ((noinline))
rounds (int rank, MPI_Comm *own, int n, int m, long *sum)
{
  for (int i = 0; i < m; i++)
    {
      long v = i;
      if (rank == 1)
	{
	  MPI_Barrier (own[(i * 7) % n]);
	  MPI_Send (&v, 1, MPI_LONG, 0, 0, MPI_COMM_WORLD);
	}
      else if (rank == 0)
	{
	  MPI_Recv (&v, 1, MPI_LONG, 1, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
	  MPI_Barrier (own[(i * 5) % n]);
	  *sum += v;
	}
    }
}

int
main (int argc, char **argv)
{
  MPI_Init (&argc, &argv);
  int n = argc > 1 ? atoi (argv[1]) : 1000;
  int m = argc > 2 ? atoi (argv[2]) : 200;
  int mixed = argc > 3 ? atoi (argv[3]) : 1;
  int rank;
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Comm *shared = malloc (n * sizeof *shared);
  MPI_Comm *own = malloc (n * sizeof *own);
  for (int i = 0; i < n; i++)
    {
      MPI_Comm_dup (MPI_COMM_WORLD, &shared[i]);
      if (rank == 0 && mixed)
	MPI_Comm_dup (MPI_COMM_SELF, &own[i]);
    }
  if (rank != 0 || !mixed)
    for (int i = 0; i < n; i++)
      MPI_Comm_dup (MPI_COMM_SELF, &own[i]);
  /* Every communicator used once, so that each has a count.  */
  for (int i = 0; i < n; i++)
    {
      MPI_Barrier (shared[i]);
      MPI_Barrier (own[i]);
    }
  long sum = 0;
  rounds (rank, own, n, m, &sum);
  long total = 0;
  MPI_Reduce (&sum, &total, 1, MPI_LONG, MPI_SUM, 0, MPI_COMM_WORLD);
  if (rank == 0)
    printf ("checksum %ld\n", total);
  for (int i = 0; i < n; i++)
    {
      MPI_Comm_free (&shared[i]);
      MPI_Comm_free (&own[i]);
    }
  free (shared);
  free (own);
  MPI_Finalize ();
  return 0;
}
