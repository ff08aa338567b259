/* range-last-get-store.c -- a loop range ends at the last element stored.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: a data race.  Rank 0 gets into ARR[N - 1], the last element
   the loop stores, then a pointer loop of a count known only at run time
   stores ARR[0 .. N - 1] before MPI_Win_flush.  At -O1 and above the
   stores are one range after the loop, whose end the plugin computes
   from the pointer's next value (the one the exit test compares, live
   at the exit anyway) minus its step: the range must end with the last
   element stored, not one before it nor one after.  The twin of this
   test gets into the other of the two elements.  */
/* { dg-do run } */
/* { dg-shouldfail "data race" } */

#include <mpi.h>

int
main (int argc, char **argv)
{
  int rank;
  _Alignas (64) double arr[40] = { 0 };
  double *mem;
  MPI_Win win;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Win_allocate (sizeof (double), sizeof (double), MPI_INFO_NULL,
		    MPI_COMM_WORLD, &mem, &win);
  *mem = rank;
  MPI_Barrier (MPI_COMM_WORLD);

  int n = 32 + (argc > 99);
  if (rank == 0)
    {
      MPI_Win_lock_all (0, win);
      MPI_Get (arr + n - 1, 1, MPI_DOUBLE, 1, 0, 1, MPI_DOUBLE, win);
      for (double *p = arr; p != arr + n; p++)
	*p = 2.0;
      MPI_Win_flush (1, win);
      MPI_Win_unlock_all (win);
    }
  MPI_Reduce (rank == 0 ? MPI_IN_PLACE : arr, arr, 40, MPI_DOUBLE, MPI_SUM, 0,
	      MPI_COMM_WORLD);

  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}

/* { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" } */
/* { dg-output "  MPI_Get, origin buffer write of size \[0-9\]+ at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*range-last-get-store\\.c:38:\[0-9\]+\r?\n" } */
/* { dg-output "  Conflicting local store of size \[0-9\]+ at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*range-last-get-store\\.c:40:\[0-9\]+\r?\n" } */
