/* done-other-target.c -- a flush of another target than the Get's.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or
   later; see the file COPYING.

   Expected: a data race.  MPI_Win_flush (0, win) does not complete the
   Get from rank 1: the filter "done" must keep the load of BUF.  */
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
      MPI_Win_lock_all (0, win);
      MPI_Get (buf, 8, MPI_DOUBLE, 1, 0, 8, MPI_DOUBLE, win); /* race */
      MPI_Win_flush (0, win);
      seen += buf[1]; /* conflict */
      MPI_Win_unlock_all (win);
    }

  MPI_Barrier (MPI_COMM_WORLD);
  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}

/* { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" } */
/* { dg-output "  MPI_Get, origin buffer write of size \[0-9\]+ at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*done-other-target\\.c:34:\[0-9\]+\r?\n" } */
/* { dg-output "  Conflicting local load of size \[0-9\]+ at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*done-other-target\\.c:36:\[0-9\]+\r?\n" } */
