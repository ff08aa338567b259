/* range-stencil-get-load.c -- neighbouring reads of one line become one range.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: a data race.  Rank 0 gets into ARR[40], then a loop of a
   count known only at run time reads ARR[i - 1], ARR[i] and ARR[i + 1]
   on one line (sweep) before MPI_Win_flush.  At -O2 the plugin records the three
   reads as one range after the loop, ARR[4 .. 40] (loop-range.cc,
   merge_ranges): only the last read touches ARR[40], so the merged range
   must end there, and the race is reported at the loop's line.  */
/* { dg-do run } */
/* { dg-shouldfail "data race" } */

#include <mpi.h>
#include <stdio.h>

/* Out of line, and OUT may be IN: GCC loads all three in every
   iteration.  */
static void __attribute__ ((noinline))
sweep (double *out, const double *in, int lo, int hi)
{
  for (int i = lo; i < hi; i++)
    out[i] = in[i - 1] * in[i] - in[i + 1];
}

int
main (int argc, char **argv)
{
  int rank;
  double arr[48] = { 0 }, out[48];
  double *mem;
  MPI_Win win;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Win_allocate (sizeof (double), sizeof (double), MPI_INFO_NULL,
		    MPI_COMM_WORLD, &mem, &win);
  *mem = rank;
  MPI_Barrier (MPI_COMM_WORLD);

  int lo = 5 + (argc > 99), hi = lo + 35;
  if (rank == 0)
    {
      MPI_Win_lock_all (0, win);
      MPI_Get (arr + 40, 1, MPI_DOUBLE, 1, 0, 1, MPI_DOUBLE, win);
      sweep (out, arr, lo, hi);
      MPI_Win_flush (1, win);
      MPI_Win_unlock_all (win);
      if (out[lo] < 0)
	printf ("%g\n", out[lo]);
    }

  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}

/* { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" } */
/* { dg-output "  MPI_Get, origin buffer write of size \[0-9\]+ at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*range-stencil-get-load\\.c:46:\[0-9\]+\r?\n" } */
/* { dg-output "  Conflicting local load of size \[0-9\]+ at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*range-stencil-get-load\\.c:24:\[0-9\]+\r?\n" } */
