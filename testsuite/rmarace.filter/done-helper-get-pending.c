/* done-helper-get-pending.c -- a local buffer given to a function of ours
   while a Get into it is pending.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or
   later; see the file COPYING.

   Expected: a data race.  PUT_DONE completes what it starts on P (its
   summary lets BUF stay a candidate of the filter "done",
   plugin/done-buf.cc), but rank 0 calls it before the Get into BUF
   completes: its accesses through P are its own and stay instrumented.  */
/* { dg-do run } */
/* { dg-shouldfail "data race" } */

#include <mpi.h>

double seen;

static void __attribute__ ((noinline))
put_done (double *p, int k, int t, MPI_Win w)
{
  for (int j = 0; j < k; j++)
    p[j] = p[j] * 0.5 + j; /* conflict */
  MPI_Put (p, k, MPI_DOUBLE, t, 4, k, MPI_DOUBLE, w);
  MPI_Win_flush_local (t, w);
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
      MPI_Get (buf, 4, MPI_DOUBLE, 1, 0, 4, MPI_DOUBLE, win); /* race */
      put_done (buf, 4, 1, win);
      buf[2] = argc;
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
/* { dg-output "  MPI_Get, origin buffer write of size \[0-9\]+ at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*done-helper-get-pending\\.c:46:\[0-9\]+\r?\n" } */
/* { dg-output "  Conflicting local (load|store) of size \[0-9\]+ at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*done-helper-get-pending\\.c:22:\[0-9\]+\r?\n" } */
