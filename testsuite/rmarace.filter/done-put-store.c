/* done-put-store.c -- a store to a local MPI_Put buffer before the flush.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or
   later; see the file COPYING.

   Expected: a data race.  BUF is an automatic variable whose address goes only
   to MPI_Put, its origin buffer (filter "done", plugin/done-buf.cc).
   Rank 0 stores to BUF before MPI_Win_flush_local completes
   the Put: that store must stay instrumented.  */
/* { dg-do run } */
/* { dg-shouldfail "data race" } */

#include <mpi.h>

double seen;

int
main (int argc, char **argv)
{
  int rank;
  double *mem;
  MPI_Win win;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Win_allocate (8 * sizeof (double), sizeof (double), MPI_INFO_NULL,
		    MPI_COMM_WORLD, &mem, &win);
  for (int j = 0; j < 8; j++)
    mem[j] = rank + j;
  MPI_Barrier (MPI_COMM_WORLD);

  if (rank == 0)
    {
      double buf[8];
      for (int j = 0; j < 8; j++)
	buf[j] = j;
      MPI_Win_lock (MPI_LOCK_SHARED, 1, 0, win);
      MPI_Put (buf, 8, MPI_DOUBLE, 1, 0, 8, MPI_DOUBLE, win); /* race */
      buf[2] = argc; /* conflict */
      MPI_Win_flush_local (1, win);
      MPI_Win_unlock (1, win);
      for (int j = 0; j < 8; j++)
	seen += buf[j];
    }

  MPI_Barrier (MPI_COMM_WORLD);
  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}

/* { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" } */
/* { dg-output "  MPI_Put, origin buffer read of size \[0-9\]+ at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*done-put-store\\.c:38:\[0-9\]+\r?\n" } */
/* { dg-output "  Conflicting local store of size \[0-9\]+ at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*done-put-store\\.c:39:\[0-9\]+\r?\n" } */
