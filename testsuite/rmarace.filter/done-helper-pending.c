/* done-helper-pending.c -- a local buffer given to a function of ours that
   leaves its Put pending.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or
   later; see the file COPYING.

   Expected: a data race.  PUT_DONE puts BUF but does not complete the
   Put: it has no summary (plugin/done-buf.cc), BUF is no candidate of the
   filter "done", and rank 0's store after the call, while the Put may
   be pending, stays instrumented.  */
/* { dg-do run } */
/* { dg-shouldfail "data race" } */

#include <mpi.h>

double seen;

static void __attribute__ ((noinline))
put_done (double *p, int k, int t, MPI_Win w)
{
  for (int j = 0; j < k; j++)
    p[j] = p[j] * 0.5 + j;
  MPI_Put (p, k, MPI_DOUBLE, t, 4, k, MPI_DOUBLE, w); /* race */
}

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
      double buf[4];
      MPI_Win_lock_all (0, win);
      MPI_Get (buf, 4, MPI_DOUBLE, 1, 0, 4, MPI_DOUBLE, win);
      MPI_Win_flush_local (1, win);
      seen += buf[1];
      put_done (buf, 4, 1, win);
      buf[2] = argc; /* conflict */
      MPI_Win_flush (1, win);
      for (int j = 0; j < 4; j++)
	seen += buf[j];
      MPI_Win_unlock_all (win);
    }

  MPI_Barrier (MPI_COMM_WORLD);
  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}

/* { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" } */
/* { dg-output "  MPI_Put, origin buffer read of size \[0-9\]+ at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*done-helper-pending\\.c:23:\[0-9\]+\r?\n" } */
/* { dg-output "  Conflicting local store of size \[0-9\]+ at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*done-helper-pending\\.c:49:\[0-9\]+\r?\n" } */
