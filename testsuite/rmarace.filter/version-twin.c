/* version-twin.c -- the vectorizer's scalar loop stores into window memory.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: a data race.  GCC vectorizes the loop of gather and
   versions it for aliasing: its scalar twin runs when OUT and IN may
   overlap.  The twin gets no uninstrumented copy of its own
   (loop-version.cc, scalar_twin_p) and keeps its guards.  Rank 1's
   window is the second half of BUF, OUT; IN starts one element into
   BUF, so the two overlap and the scalar twin runs.  Rank 0 puts into
   OUT[5] and enters a barrier before it flushes: the twin's store must
   be reported.  (Its loads reach the window only at OUT[0], which no
   Put touches.)  GATHER is extern: called once from main, it would be
   cold, and cold loops get no copy anyway.  */
/* { dg-do run } */
/* { dg-options "-fvect-cost-model=dynamic" } */
/* { dg-shouldfail "data race" } */
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
  double *buf = helper_alloc (2 * n);
  MPI_Win_create (buf + n, n * sizeof (double), sizeof (double),
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

/* { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" } */
/* { dg-output "  MPI_Put, remote write of size 8 at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*version-twin\\.c:47:\[0-9\]+\r?\n" } */
/* { dg-output "  Conflicting local store of size 8 at 0x\[0-9a-f\]+ by rank 1:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*version-twin\\.c:30:\[0-9\]+\r?\n" } */
/* { dg-output "  Location is window 1 of rank 1, offset \\\[40, 48\\) of 128 bytes\\.\r?\n" } */
