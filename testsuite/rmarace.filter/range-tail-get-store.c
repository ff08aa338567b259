/* range-tail-get-store.c -- a loop range whose last granule alone is tracked.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: a data race.  Rank 0 gets into ARR[32 .. 35], then a loop of
   a variable count stores ARR[4 .. 35] before MPI_Win_flush: 128 bytes
   from byte 16 of a 64-byte aligned array, reported as one range after
   the loop at -O2.  Only the range's last granule of the shadow table
   holds tracked bytes (the Get's buffer): the guard must look at it, not
   only at the first.  */
/* { dg-do run } */
/* { dg-shouldfail "data race" } */

#include <mpi.h>

int
main (int argc, char **argv)
{
  int rank;
  _Alignas (64) int arr[48] = { 0 };
  int *mem;
  MPI_Win win;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Win_allocate (4 * sizeof (int), sizeof (int), MPI_INFO_NULL,
		    MPI_COMM_WORLD, &mem, &win);
  for (int i = 0; i < 4; i++)
    mem[i] = 100 * rank + i;
  MPI_Barrier (MPI_COMM_WORLD);

  int lo = 4 + (argc > 99), hi = lo + 32;
  if (rank == 0)
    {
      MPI_Win_lock_all (0, win);
      MPI_Get (arr + 32, 4, MPI_INT, 1, 0, 4, MPI_INT, win);
      for (int i = lo; i < hi; i++)
	arr[i] = i;
      MPI_Win_flush (1, win);
      MPI_Win_unlock_all (win);
    }
  MPI_Reduce (rank == 0 ? MPI_IN_PLACE : arr, arr, 48, MPI_INT, MPI_SUM, 0,
	      MPI_COMM_WORLD);

  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}

/* { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" } */
/* { dg-output "  MPI_Get, origin buffer write of size \[0-9\]+ at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*range-tail-get-store\\.c:37:\[0-9\]+\r?\n" } */
/* { dg-output "  Conflicting local store of size \[0-9\]+ at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*range-tail-get-store\\.c:39:\[0-9\]+\r?\n" } */
