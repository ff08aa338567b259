/* get-array-sum.c -- a loop over the origin buffer of a pending MPI_Get,
   the only memory the runtime tracks outside the window.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: a data race.  Rank 0 gets 64 ints into BUF, freshly
   allocated, and sums them before the flush.  The call widens the hull
   of tracked memory to BUF; the inline test of the hull before the
   loop (runtime=optional keeps it) learns it when the call returns
   (interface.c, rr_hull_settle), and must send the loads to the
   runtime.  */
/* { dg-do run } */
/* { dg-options "-fplugin-arg-rmarace-runtime=optional" } */
/* { dg-shouldfail "data race" } */

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
          if (k == 99)
            sum += sum_of (buf, argc > 5 ? argc : N);
          MPI_Win_flush (1, win);
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

/* { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" } */
/* { dg-output "  MPI_Get, origin buffer write of size \[0-9\]+ at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*get-array-sum\\.c:54:\[0-9\]+\r?\n" } */
/* { dg-output "  Conflicting local load of size \[0-9\]+ at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*get-array-sum\\.c:29:\[0-9\]+\r?\n" } */
/* { dg-output "  Location is a local buffer of rank 0\\.\r?\n" } */
/* { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*get-array-sum\\.c:54:\[0-9\]+ \\(MPI_Get, origin buffer write\\) and \[^\r\n\]*get-array-sum\\.c:29:\[0-9\]+ \\(local load\\)\r?\n" } */
