/* range-gap-get-load-ok.c -- reads of one line that leave a gap.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: no race.  Rank 0 gets into ARR[7], then a loop of two
   iterations (a count known only at run time) reads ARR[i] and ARR[i + 3]
   on one line before MPI_Win_flush: ARR[5 .. 6] and ARR[8 .. 9], never
   ARR[7].  The two reads start a constant apart, but farther than one
   element: the plugin must not record them as one range, which would
   name ARR[7].  */
/* { dg-do run } */

#include <mpi.h>
#include <stdio.h>

int
main (int argc, char **argv)
{
  int rank;
  double arr[48] = { 0 };
  double *mem, s = 0;
  MPI_Win win;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Win_allocate (sizeof (double), sizeof (double), MPI_INFO_NULL,
		    MPI_COMM_WORLD, &mem, &win);
  *mem = rank;
  MPI_Barrier (MPI_COMM_WORLD);

  int lo = 5 + (argc > 99), hi = lo + 2;
  if (rank == 0)
    {
      MPI_Win_lock_all (0, win);
      MPI_Get (arr + 7, 1, MPI_DOUBLE, 1, 0, 1, MPI_DOUBLE, win);
      for (int i = lo; i < hi; i++)
	s += arr[i] - arr[i + 3];
      MPI_Win_flush (1, win);
      MPI_Win_unlock_all (win);
      if (s < 0)
	printf ("%g\n", s);
    }

  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}
