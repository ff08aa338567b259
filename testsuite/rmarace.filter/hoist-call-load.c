/* hoist-call-load.c -- a loop that calls a function reads window memory.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: a data race.  The loop of sum reads W[3], whose address does
   not change in it, and calls bump, a function of this file that only
   stores through its argument, so GCC reloads W[3] in every iteration
   and the plugin tests its guard once, before the loop (hoist.cc).
   Here W is rank 1's window: rank 0 puts into W[3] and enters a barrier
   before it flushes; the hoisted guard must pass and the load be
   reported.  */
/* { dg-do run } */
/* { dg-shouldfail "data race" } */

#include <mpi.h>

__attribute__ ((noinline)) void
bump (int *p)
{
  ++*p;
}

__attribute__ ((noinline)) int
sum (const int *w, int *count, int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    {
      s += w[3];
      bump (count);
    }
  return s;
}

int
main (int argc, char **argv)
{
  int rank, one = 1, count = 0, *mem;
  MPI_Win win;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Win_allocate (8 * sizeof (int), sizeof (int), MPI_INFO_NULL,
		    MPI_COMM_WORLD, &mem, &win);
  for (int i = 0; i < 8; i++)
    mem[i] = i;
  MPI_Barrier (MPI_COMM_WORLD);
  MPI_Win_lock_all (0, win);
  if (rank == 0)
    MPI_Put (&one, 1, MPI_INT, 1, 3, 1, MPI_INT, win);
  MPI_Barrier (MPI_COMM_WORLD);
  if (rank == 1)
    count = sum (mem, &count, 4 + argc);
  if (rank == 0)
    MPI_Win_flush (1, win);
  MPI_Win_unlock_all (win);

  MPI_Win_free (&win);
  MPI_Finalize ();
  return count == -1;
}

/* { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" } */
/* { dg-output "  MPI_Put, remote write of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*hoist-call-load\\.c:51:\[0-9\]+\r?\n" } */
/* { dg-output "  Conflicting local load of size 4 at 0x\[0-9a-f\]+ by rank 1:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*hoist-call-load\\.c:30:\[0-9\]+\r?\n" } */
/* { dg-output "  Location is window 1 of rank 1, offset \\\[12, 16\\) of 32 bytes\\.\r?\n" } */
