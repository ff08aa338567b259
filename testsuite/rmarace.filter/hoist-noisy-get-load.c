/* hoist-noisy-get-load.c -- a loop's callee starts a Get into what it reads.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: a data race.  The loop of drain reads BUF[0], whose address
   does not change in it, and calls step, a function of this file that
   gets into BUF in the second iteration.  BUF becomes tracked memory
   inside the loop, so its guard must not be tested once before the loop
   (hoist.cc: step reaches MPI, so the loop is not quiet): the load of
   the third iteration races with the Get, which only the unlock after
   the loop completes.  */
/* { dg-do run } */
/* { dg-shouldfail "data race" } */

#include <mpi.h>

__attribute__ ((noinline)) void
step (double *buf, int i, MPI_Win win)
{
  if (i == 1)
    MPI_Get (buf, 1, MPI_DOUBLE, 1, 0, 1, MPI_DOUBLE, win);
}

__attribute__ ((noinline)) double
drain (double *buf, int n, MPI_Win win)
{
  double s = 0;
  for (int i = 0; i < n; i++)
    {
      s += buf[0];
      step (buf, i, win);
    }
  return s;
}

int
main (int argc, char **argv)
{
  int rank;
  double buf[4] = { 0 }, s = 0, *mem;
  MPI_Win win;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Win_allocate (4 * sizeof (double), sizeof (double), MPI_INFO_NULL,
		    MPI_COMM_WORLD, &mem, &win);
  mem[0] = rank;
  MPI_Barrier (MPI_COMM_WORLD);
  if (rank == 0)
    {
      MPI_Win_lock (MPI_LOCK_SHARED, 1, 0, win);
      s = drain (buf, 2 + argc, win);
      MPI_Win_unlock (1, win);
    }
  MPI_Reduce (&s, buf, 1, MPI_DOUBLE, MPI_SUM, 0, MPI_COMM_WORLD);

  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}

/* { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" } */
/* { dg-output "  MPI_Get, origin buffer write of size 8 at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*hoist-noisy-get-load\\.c:22:\[0-9\]+\r?\n" } */
/* { dg-output "  Conflicting local load of size 8 at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*hoist-noisy-get-load\\.c:31:\[0-9\]+\r?\n" } */
