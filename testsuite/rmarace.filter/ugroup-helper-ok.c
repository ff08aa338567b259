/* ugroup-helper-ok.c -- a run of unguarded accesses misses a Put
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: no race.  The twin of ugroup-helper.c: rank 1 stores into
   BUF[4], the third access of the run in step that makes one call of
   the runtime, while the Put into BUF[3] is pending.  */
/* { dg-do run } */

#include <mpi.h>

struct halo
{
  double *buf;
  int first;
  int count;
};

void __attribute__ ((noinline))
step (struct halo *h, int i, int store)
{
  if (store)
    {
      double *b = h->buf;
      int k = h->first + i;
      b[k] = 2;
      h->count++;
    }
  MPI_Barrier (MPI_COMM_WORLD);
}

int
main (int argc, char **argv)
{
  int rank;
  double one = 1, *buf;
  MPI_Win win;
  struct halo h;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Win_allocate (8 * sizeof (double), sizeof (double), MPI_INFO_NULL,
		    MPI_COMM_WORLD, &buf, &win);
  h.buf = buf;
  h.first = 1;
  h.count = 0;
  buf[3] = 0;
  MPI_Barrier (MPI_COMM_WORLD);
  MPI_Win_lock_all (0, win);
  if (rank == 0)
    MPI_Put (&one, 1, MPI_DOUBLE, 1, 3, 1, MPI_DOUBLE, win);
  for (int k = 0; k < 3; k++)
    step (&h, 3 + argc - 1, rank == 1 && k == 1);
  if (rank == 0)
    MPI_Win_flush (1, win);
  MPI_Win_unlock_all (win);
  MPI_Barrier (MPI_COMM_WORLD);
  buf[3] += h.count;

  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}
