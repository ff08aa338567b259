/* epilogue.c -- the vectorized loop's last iteration stores into a window.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: a data race.  GCC vectorizes the inner loop of main's nest
   two doubles at a time; a row has 4k + 3 elements, so its last one is
   stored by the scalar epilogue, which GCC unrolls into the outer loop.
   The inner loop gets a loop range or a copy; the epilogue's load and
   store keep their guards, sharing one branch (bench/results.md,
   "ccloop": without them GCC spends no less).  Rank 1's window is the
   one double OUT[N - 1], the last of the first row, which only the
   epilogue stores; rank 0 puts into it and enters a barrier before it
   flushes: the epilogue's store must be reported.  */
/* { dg-do run } */
/* { dg-options "-fvect-cost-model=dynamic" } */
/* { dg-shouldfail "data race" } */
/* { dg-rmarace-sources helpers/alloc.c } */

#include <stddef.h>
#include <mpi.h>

double *helper_alloc (size_t n);

int
main (int argc, char **argv)
{
  int rank, m = 2 + argc, n = 4 * 4 + 3;
  double one = 1.0;
  MPI_Win win;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  double *restrict out = helper_alloc (m * n + 1);
  double *restrict in = helper_alloc (m * n);
  MPI_Win_create (out + n - 1, sizeof (double), sizeof (double),
		  MPI_INFO_NULL, MPI_COMM_WORLD, &win);
  MPI_Win_lock_all (0, win);
  if (rank == 0)
    MPI_Put (&one, 1, MPI_DOUBLE, 1, 0, 1, MPI_DOUBLE, win);
  MPI_Barrier (MPI_COMM_WORLD);
  if (rank == 1)
    for (int j = 0; j < m; j++)
      for (int i = 0; i < n; i++)
	out[j * n + i] = 2 * in[j * n + i];
  if (rank == 0)
    MPI_Win_flush (1, win);
  MPI_Win_unlock_all (win);

  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}

/* { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" } */
/* { dg-output "  MPI_Put, remote write of size 8 at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*epilogue\\.c:40:\[0-9\]+\r?\n" } */
/* { dg-output "  Conflicting local store of size 8 at 0x\[0-9a-f\]+ by rank 1:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*epilogue\\.c:45:\[0-9\]+\r?\n" } */
/* { dg-output "  Location is window 1 of rank 1, offset \\\[0, 8\\) of 8 bytes\\.\r?\n" } */
