/* version-twin-ok.c -- the vectorizer's scalar loop misses window memory.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: no race.  The twin of version-twin.c: rank 1 runs the
   scalar twin of gather's loop over BUF, whose halves overlap as there
   but are not window memory, while the Put into rank 1's window WBUF
   is pending; the twin's guards let it by.  */
/* { dg-do run } */
/* { dg-options "-fvect-cost-model=dynamic" } */
/* { dg-rmarace-sources helpers/alloc.c } */

#include <stddef.h>
#include <mpi.h>

double *helper_alloc (size_t n);

void __attribute__ ((noinline))
gather (double *out, const double *in, int n, int s)
{
  for (int i = 0; i < n; i++)
    out[i] = 2 * in[i * s];
}

int
main (int argc, char **argv)
{
  int rank, n = 16;
  double one = 1.0;
  MPI_Win win;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  double *buf = helper_alloc (2 * n), *wbuf = helper_alloc (n);
  MPI_Win_create (wbuf, n * sizeof (double), sizeof (double),
		  MPI_INFO_NULL, MPI_COMM_WORLD, &win);
  MPI_Win_lock_all (0, win);
  if (rank == 0)
    MPI_Put (&one, 1, MPI_DOUBLE, 1, 5, 1, MPI_DOUBLE, win);
  MPI_Barrier (MPI_COMM_WORLD);
  if (rank == 1)
    gather (buf + n, buf + 1, n, argc);
  if (rank == 0)
    MPI_Win_flush (1, win);
  MPI_Win_unlock_all (win);

  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}
