/* version-nest-row.c -- a versioned nest of rows stores into window memory.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: a data race.  The nest of rows copies M elements of each of
   the N rows of OUT, LD elements apart, LD known only at run time: the
   inner loop is contiguous, the outer one steps by a row length, and
   the inner loop's exit compares its pointer with the row's end (as
   ivopts writes it), so its count is only known as a difference of
   two values of the outer iteration.  The nest is checked once before
   its outer loop.  Rank 1's OUT is its window and rank 0 puts into its
   last element, which only the last iteration of both loops touches,
   and enters a barrier before it flushes: the nest must take its
   instrumented form.  */
/* { dg-do run } */
/* { dg-shouldfail "data race" } */
/* { dg-rmarace-sources helpers/alloc.c } */

#include <stddef.h>
#include <mpi.h>

double *helper_alloc (size_t n);

static void __attribute__ ((noinline))
rows (double *out, const double *in, long n, long m, long ld)
{
  for (long i = 0; i < n; i++)
    for (long j = 0; j < m; j++)
      out[i * ld + j] = in[j * n + i];
}

int
main (int argc, char **argv)
{
  int rank;
  long n = 3 + argc, ld = 4 + argc, m = ld - 1;
  double one = 1.0;
  MPI_Win win;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  double *out = helper_alloc (n * ld), *in = helper_alloc (n * ld);
  MPI_Win_create (out, n * ld * sizeof (double), sizeof (double),
		  MPI_INFO_NULL, MPI_COMM_WORLD, &win);
  MPI_Win_lock_all (0, win);
  if (rank == 0)
    MPI_Put (&one, 1, MPI_DOUBLE, 1, (n - 1) * ld + m - 1, 1, MPI_DOUBLE,
	     win);
  MPI_Barrier (MPI_COMM_WORLD);
  /* Twice: a function run once would count as cold code.  */
  for (int k = 0; rank == 1 && k < 2; k++)
    rows (out, in, n, m, ld);
  if (rank == 0)
    MPI_Win_flush (1, win);
  MPI_Win_unlock_all (win);

  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}

/* { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" } */
/* { dg-output "  MPI_Put, remote write of size 8 at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*version-nest-row\\.c:48:\[0-9\]+\r?\n" } */
/* { dg-output "  Conflicting local store of size 8 at 0x\[0-9a-f\]+ by rank 1:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*version-nest-row\\.c:30:\[0-9\]+\r?\n" } */
/* { dg-output "  Location is window 1 of rank 1, offset \\\[144, 152\\) of 160 bytes\\.\r?\n" } */
