/* get-array-sum-ok.c -- a loop over the origin buffer of a completed
   MPI_Get.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: no race.  The twin of get-array-sum.c: the loop comes after
   the flush.  */
/* { dg-do run } */
/* { dg-options "-fplugin-arg-rmarace-runtime=optional" } */

#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

#define N 64

/* A loop GCC versions (loop-version.cc): the hull decides.  */
static __attribute__ ((noinline)) long
sum_of (const int *p, int n)
{
  long s = 0;
  for (int i = 0; i < n; i++)
    s += p[i];
  return s;
}

int
main (int argc, char **argv)
{
  int rank;
  long sum = 0;
  int *mem;
  MPI_Win win;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Win_allocate (N * sizeof (int), sizeof (int), MPI_INFO_NULL,
                    MPI_COMM_WORLD, &mem, &win);
  for (int i = 0; i < N; i++)
    mem[i] = i;
  int *buf = malloc (N * sizeof *buf);
  MPI_Barrier (MPI_COMM_WORLD);
  MPI_Win_lock_all (0, win);
  if (rank == 0)
    {
      for (int k = 0; k < 100; k++)
        {
          MPI_Get (buf, N, MPI_INT, 1, 0, N, MPI_INT, win);
          MPI_Win_flush (1, win);
          if (k == 99)
            sum += sum_of (buf, argc > 5 ? argc : N);
          sum += buf[k % N];
        }
      printf ("%ld\n", sum);
    }
  MPI_Win_unlock_all (win);

  free (buf);
  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}
