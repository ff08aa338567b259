/* paced-loop.c -- a store after a call of MPI in a loop races with a Put
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: a data race.  A block of a loop that a call of MPI of the
   same iteration dominates runs no more often than MPI is called: its
   store calls the runtime with no inline guard (plugin/instrument.cc,
   mpi_paced_block_p); the call must record what the guarded one would.
   Rank 0 puts into rank 1's BUF[3] and goes through the loop's barriers
   before it flushes; rank 1 stores into BUF[3] after the first one.
   Its stores before and after the epoch race with nothing.  */
/* { dg-do run } */
/* { dg-shouldfail "data race" } */

#include <mpi.h>

int
main (int argc, char **argv)
{
  int rank;
  double one = 1, *buf;
  MPI_Win win;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Win_allocate (8 * sizeof (double), sizeof (double), MPI_INFO_NULL,
		    MPI_COMM_WORLD, &buf, &win);
  buf[3] = 0;
  MPI_Barrier (MPI_COMM_WORLD);
  MPI_Win_lock_all (0, win);
  if (rank == 0)
    MPI_Put (&one, 1, MPI_DOUBLE, 1, 3, 1, MPI_DOUBLE, win);
  for (int k = 0; k < 2 + argc; k++)
    {
      MPI_Barrier (MPI_COMM_WORLD);
      if (rank == 1 && k == 0)
	buf[3 + argc - 1] = 2;
    }
  if (rank == 0)
    MPI_Win_flush (1, win);
  MPI_Win_unlock_all (win);
  MPI_Barrier (MPI_COMM_WORLD);
  buf[3] += 1;

  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}

/* { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" } */
/* { dg-output "  MPI_Put, remote write of size 8 at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*paced-loop\\.c:33:\[0-9\]+\r?\n" } */
/* { dg-output "  Conflicting local store of size 8 at 0x\[0-9a-f\]+ by rank 1:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*paced-loop\\.c:38:\[0-9\]+\r?\n" } */
