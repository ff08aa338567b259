/* winfree.c -- benchmark: creating, using and freeing many windows.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Usage: winfree [N [ROUNDS]]   (defaults 1000 and 1)

   Every rank creates N windows over MPI_COMM_WORLD, each of 8 longs
   (MPI_Win_allocate); then ROUNDS times, for each window in turn, one
   MPI_Put to the next rank in a passive epoch of its own (so that every
   window has traffic); then an MPI_Barrier and MPI_Win_free of all of
   them.  Rank 0 prints the seconds each phase took: with the runtime,
   none should grow faster than N (a poll that probes every window makes
   the puts and the frees O(N^2)).

   Each rank writes only its own slot of each target, so the program is
   race-free.  Checks the values.  */

#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

int
main (int argc, char **argv)
{
  MPI_Init (&argc, &argv);
  int n = argc > 1 ? atoi (argv[1]) : 1000;
  int rounds = argc > 2 ? atoi (argv[2]) : 1;
  int rank, size;
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Comm_size (MPI_COMM_WORLD, &size);
  if (n < 1)
    n = 1;
  MPI_Win *win = malloc ((size_t) n * sizeof *win);
  long **mem = malloc ((size_t) n * sizeof *mem);
  if (!win || !mem)
    {
      fprintf (stderr, "winfree: out of memory\n");
      MPI_Abort (MPI_COMM_WORLD, 1);
    }
  double t0 = MPI_Wtime ();
  for (int i = 0; i < n; i++)
    {
      MPI_Win_allocate (8 * sizeof (long), sizeof (long), MPI_INFO_NULL,
			MPI_COMM_WORLD, &mem[i], &win[i]);
      for (int j = 0; j < 8; j++)
	mem[i][j] = -1;
    }
  MPI_Barrier (MPI_COMM_WORLD);
  double t1 = MPI_Wtime ();
  int next = (rank + 1) % size;
  int slot = rank % 8;
  for (int k = 0; k < rounds; k++)
    for (int i = 0; i < n; i++)
      {
	long v = (long) i * 100 + k;
	MPI_Win_lock (MPI_LOCK_SHARED, next, 0, win[i]);
	MPI_Put (&v, 1, MPI_LONG, next, slot, 1, MPI_LONG, win[i]);
	MPI_Win_unlock (next, win[i]);
      }
  MPI_Barrier (MPI_COMM_WORLD);
  double t2 = MPI_Wtime ();
  int prev = (rank + size - 1) % size;
  int bad = 0;
  for (int i = 0; i < n; i++)
    if (rounds > 0 && mem[i][prev % 8] != (long) i * 100 + rounds - 1)
      bad++;
  for (int i = 0; i < n; i++)
    MPI_Win_free (&win[i]);
  double t3 = MPI_Wtime ();
  int allbad;
  MPI_Reduce (&bad, &allbad, 1, MPI_INT, MPI_SUM, 0, MPI_COMM_WORLD);
  if (rank == 0)
    {
      if (allbad)
	fprintf (stderr, "winfree: %d wrong values\n", allbad);
      printf ("N %d create %.2f s puts %.2f s free %.2f s\n", n, t1 - t0,
	      t2 - t1, t3 - t2);
    }
  free (win);
  free (mem);
  MPI_Finalize ();
  return rank == 0 && allbad ? 1 : 0;
}
