/* sites-put-load-ok.c -- loads of two lines in one record, a Put meets one.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Rank 1 sums a stencil of its window, ROWS x COLS doubles, in the fence
   epoch: the sum's first line reads row I - 1 at columns 1 .. COLS - 2,
   its second line row I at columns 2 .. COLS - 1.  Their rows overlap,
   so the runtime keeps them in one record with a site per line and row
   (sites.h).  Rank 0 puts one double into rank 1's window in the same
   epoch.  Rank 1 checks its loads when it next calls MPI, at the closing
   fence, and the Put's record as it receives it: usually then too,
   after the loads (the record of both lines is met); should it come
   first, the loads are checked against it, with the same verdict.
   Expected: no report.  Rank 0 puts into row 3, column 0, which neither
   line reads, though it lies between bytes they read: the record that
   stands for both holds it in its range, but none of its sites does.  */
/* { dg-do run } */

#include <mpi.h>
#include <stdio.h>

#define ROWS 8
#define COLS 16

static double
sweep (const double *a)
{
  double s = 0;
  for (int i = 1; i < ROWS - 1; i++)
    for (int j = 1; j < COLS - 1; j++)
      s += a[(i - 1) * COLS + j]
	   + a[i * COLS + j + 1];
  return s;
}

int
main (int argc, char **argv)
{
  int rank;
  double *a, s = 0, v = 1;
  MPI_Win win;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Win_allocate (ROWS * COLS * sizeof (double), sizeof (double),
		    MPI_INFO_NULL, MPI_COMM_WORLD, &a, &win);
  for (int k = 0; k < ROWS * COLS; k++)
    a[k] = k;
  MPI_Win_fence (0, win);
  if (rank == 1)
    s = sweep (a);
  else
    MPI_Put (&v, 1, MPI_DOUBLE, 1, 3 * COLS, 1, MPI_DOUBLE, win);
  MPI_Win_fence (0, win);
  if (s < 0)
    printf ("%g\n", s);

  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}
