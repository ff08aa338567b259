/* version-nest.c -- a versioned loop nest stores into window memory.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: a data race.  The nest of column walks the columns of OUT,
   a LD-by-N matrix, in its inner loop with a stride of LD elements,
   known only at run time; it is checked once before its outer loop,
   with the range its accesses span over both loops.  Rank 1's OUT is
   its window and rank 0 puts into its last element, which only the
   last iteration of both loops touches, and enters a barrier before it
   flushes: the nest must take its instrumented form.  */
/* { dg-do run } */
/* { dg-shouldfail "data race" } */
/* { dg-rmarace-sources helpers/alloc.c } */

#include <stddef.h>
#include <mpi.h>

double *helper_alloc (size_t n);

static void __attribute__ ((noinline))
column (double *out, const double *in, int n, int ld)
{
  for (int j = 0; j < n; j++)
    for (int i = 0; i < n; i++)
      if (in[i * ld + j] >= 0)
	out[i * ld + j] = 2 * in[i * ld + j];
}

int
main (int argc, char **argv)
{
  int rank, n = 3 + argc, ld = 4 + argc;
  double one = 1.0;
  MPI_Win win;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  double *out = helper_alloc (n * ld), *in = helper_alloc (n * ld);
  MPI_Win_create (out, n * ld * sizeof (double), sizeof (double),
		  MPI_INFO_NULL, MPI_COMM_WORLD, &win);
  MPI_Win_lock_all (0, win);
  if (rank == 0)
    MPI_Put (&one, 1, MPI_DOUBLE, 1, (n - 1) * ld + n - 1, 1, MPI_DOUBLE,
	     win);
  MPI_Barrier (MPI_COMM_WORLD);
  if (rank == 1)
    column (out, in, n, ld);
  if (rank == 0)
    MPI_Win_flush (1, win);
  MPI_Win_unlock_all (win);

  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}

/* { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" } */
/* { dg-output "  MPI_Put, remote write of size 8 at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*version-nest\\.c:45:\[0-9\]+\r?\n" } */
/* { dg-output "  Conflicting local store of size 8 at 0x\[0-9a-f\]+ by rank 1:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*version-nest\\.c:28:\[0-9\]+\r?\n" } */
/* { dg-output "  Location is window 1 of rank 1, offset \\\[144, 152\\) of 160 bytes\\.\r?\n" } */
