/* range-tail-get-store-ok.c -- a loop range next to a completed Get's buffer.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: no race.  The twin of range-tail-get-store.c: rank 0 gets
   into ARR[32 .. 35] and flushes before the loop stores ARR[4 .. 35].  */
/* { dg-do run } */

#include <mpi.h>

int
main (int argc, char **argv)
{
  int rank;
  _Alignas (64) int arr[48] = { 0 };
  int *mem;
  MPI_Win win;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Win_allocate (4 * sizeof (int), sizeof (int), MPI_INFO_NULL,
		    MPI_COMM_WORLD, &mem, &win);
  for (int i = 0; i < 4; i++)
    mem[i] = 100 * rank + i;
  MPI_Barrier (MPI_COMM_WORLD);

  int lo = 4 + (argc > 99), hi = lo + 32;
  if (rank == 0)
    {
      MPI_Win_lock_all (0, win);
      MPI_Get (arr + 32, 4, MPI_INT, 1, 0, 4, MPI_INT, win);
      MPI_Win_flush (1, win);
      for (int i = lo; i < hi; i++)
	arr[i] = i;
      MPI_Win_unlock_all (win);
    }
  MPI_Reduce (rank == 0 ? MPI_IN_PLACE : arr, arr, 48, MPI_INT, MPI_SUM, 0,
	      MPI_COMM_WORLD);

  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}
