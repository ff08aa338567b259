/* version-cold-nest.c -- a nest of main that gets no copy stores into a
   window.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: a data race.  OUT and IN come from an allocation helper in
   another file, so no filter can tell whether they are window memory.
   The inner loop is in a nest of main that calls nothing, so the nest
   runs once per run: the inner loop gets no uninstrumented copy
   (loop-version.cc, cold_loop_p) and keeps its instrumentation.  Rank 0
   puts into OUT[5] and enters a barrier before it flushes, rank 1 then
   runs the nest, whose store must be reported.  */
/* { dg-do run } */
/* { dg-shouldfail "data race" } */
/* { dg-rmarace-sources helpers/alloc.c } */

#include <stddef.h>
#include <mpi.h>

double *helper_alloc (size_t n);

int
main (int argc, char **argv)
{
  int rank, n = 16 + argc - 1, rows = n / 8;
  double one = 1.0;
  MPI_Win win;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  double *out = helper_alloc (n), *in = helper_alloc (n);
  MPI_Win_create (out, n * sizeof (double), sizeof (double), MPI_INFO_NULL,
		  MPI_COMM_WORLD, &win);
  MPI_Win_lock_all (0, win);
  if (rank == 0)
    MPI_Put (&one, 1, MPI_DOUBLE, 1, 5, 1, MPI_DOUBLE, win);
  MPI_Barrier (MPI_COMM_WORLD);
  double *dst = rank == 1 ? out : in;
  for (int j = 0; j < rows; j++)
    for (int i = 8 * j + 1; i < 8 * j + 7; i++)
      if (in[i] >= 0)
	dst[i] = (in[i - 1] + in[i + 1]) / 2;
  if (rank == 0)
    MPI_Win_flush (1, win);
  MPI_Win_unlock_all (win);

  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}

/* { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" } */
/* { dg-output "  MPI_Put, remote write of size 8 at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*version-cold-nest\\.c:37:\[0-9\]+\r?\n" } */
/* { dg-output "  Conflicting local store of size 8 at 0x\[0-9a-f\]+ by rank 1:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*version-cold-nest\\.c:43:\[0-9\]+\r?\n" } */
/* { dg-output "  Location is window 1 of rank 1, offset \\\[40, 48\\) of 128 bytes\\.\r?\n" } */
