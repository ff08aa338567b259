/* fence-lock-other-put-load.c -- a Put under a lock on one window, then
   a fence on another.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: a data race.  Rank 0 puts to rank 1 in window B under
   MPI_Win_lock and unlocks, while rank 1 loads the same int; then both
   call MPI_Win_fence on window A.  The Put's record goes at the unlock,
   not counted by A's fence, which then waits for it (notify.h) before
   the load can be forgotten.  */
/* { dg-do run } */
/* { dg-shouldfail "data race" } */

#include <mpi.h>
#include <stdio.h>

int
main (int argc, char **argv)
{
  int rank, buf = 5;
  int *a, *b;
  MPI_Win wa, wb;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Win_allocate (10 * sizeof (int), sizeof (int), MPI_INFO_NULL,
		    MPI_COMM_WORLD, &a, &wa);
  MPI_Win_allocate (10 * sizeof (int), sizeof (int), MPI_INFO_NULL,
		    MPI_COMM_WORLD, &b, &wb);
  for (int i = 0; i < 10; i++)
    a[i] = b[i] = 100 * rank + i;

  MPI_Win_fence (0, wa);
  if (rank == 0)
    {
      MPI_Win_lock (MPI_LOCK_SHARED, 1, 0, wb);
      MPI_Put (&buf, 1, MPI_INT, 1, 0, 1, MPI_INT, wb);
      MPI_Win_unlock (1, wb);
    }
  if (rank == 1)
    printf ("b[0] = %d\n", b[0]);
  MPI_Win_fence (0, wa);

  MPI_Win_free (&wb);
  MPI_Win_free (&wa);
  MPI_Finalize ();
  return 0;
}

/* { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" } */
/* { dg-output "  MPI_Put, remote write of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*fence-lock-other-put-load\\.c:38:\[0-9\]+\r?\n" } */
/* { dg-output "  Conflicting local load of size 4 at 0x\[0-9a-f\]+ by rank 1:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*fence-lock-other-put-load\\.c:42:\[0-9\]+\r?\n" } */
/* { dg-output "  Location is window \[0-9\]+ of rank 1, offset \\\[0, 4\\) of 40 bytes\\.\r?\n" } */
/* { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*fence-lock-other-put-load\\.c:38:\[0-9\]+ \\(MPI_Put, remote write from rank 0\\) and \[^\r\n\]*fence-lock-other-put-load\\.c:42:\[0-9\]+ \\(local load\\)\r?\n" } */
