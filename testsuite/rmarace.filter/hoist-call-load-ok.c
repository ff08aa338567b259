/* hoist-call-load-ok.c -- a loop that calls a function misses the window.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: no race.  The twin of hoist-call-load.c: rank 1's loop, its
   guard on W[3] tested before it, reads an array off the window while
   the Put into the window is pending.  */
/* { dg-do run } */

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
  int rank, one = 1, count = 0, vals[8] = { 0 }, *mem;
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
    count = sum (vals, &count, 4 + argc);
  if (rank == 0)
    MPI_Win_flush (1, win);
  MPI_Win_unlock_all (win);

  MPI_Win_free (&win);
  MPI_Finalize ();
  return count == -1;
}
