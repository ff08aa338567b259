/* done-target-loop.c -- a Get whose target changes in a loop.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or
   later; see the file COPYING.

   Expected: a data race.  T changes each iteration: at 2 ranks the flush
   of the second iteration is of rank 0, and does not complete the first
   iteration's Get from rank 1, still pending when BUF is read.  A site
   whose target's SSA name was defined again is no longer completed by
   a flush of that name (filter "done", plugin/done-buf.cc).  */
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
      int size;
      MPI_Comm_size (MPI_COMM_WORLD, &size);
      for (int j = 0; j < 8; j++)
	buf[j] = 0;
      MPI_Win_lock_all (0, win);
      for (int i = 0; i < size; i++)
	{
	  int t = (rank + 1 + i) % size;
	  MPI_Win_flush (t, win);
	  seen += buf[i % 8]; /* conflict */
	  MPI_Get (buf, 8, MPI_DOUBLE, t, 0, 8, MPI_DOUBLE, win); /* race */
	}
      MPI_Win_unlock_all (win);
      seen += buf[0];
    }

  MPI_Barrier (MPI_COMM_WORLD);
  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}

/* { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" } */
/* { dg-output "  MPI_Get, origin buffer write of size \[0-9\]+ at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*done-target-loop\\.c:46:\[0-9\]+\r?\n" } */
/* { dg-output "  Conflicting local load of size \[0-9\]+ at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*done-target-loop\\.c:45:\[0-9\]+\r?\n" } */
