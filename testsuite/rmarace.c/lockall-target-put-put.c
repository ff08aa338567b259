/* lockall-target-put-put.c -- ranks 0 and 2 put to one place, lock_all.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: a data race.  Both Puts write MEM[2] of rank 1 with nothing
   ordering them; the value left there is undefined.  */
/* { dg-do run } */
/* { dg-rmarace-np 3 } */
/* { dg-shouldfail "data race" } */

#include <mpi.h>

int
main (int argc, char **argv)
{
  int rank;
  int *mem;
  MPI_Win win;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Win_allocate (10 * sizeof (int), sizeof (int), MPI_INFO_NULL,
		    MPI_COMM_WORLD, &mem, &win);
  for (int i = 0; i < 10; i++)
    mem[i] = 100 * rank + i;
  MPI_Barrier (MPI_COMM_WORLD);

  MPI_Win_lock_all (0, win);
  if (rank == 0)
    MPI_Put (&rank, 1, MPI_INT, 1, 2, 1, MPI_INT, win);
  if (rank == 2)
    MPI_Put (&rank, 1, MPI_INT, 1, 2, 1, MPI_INT, win);
  MPI_Win_unlock_all (win);

  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}

/* { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" } */
/* { dg-output "  MPI_Put, remote write of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*lockall-target-put-put\\.c:31:\[0-9\]+\r?\n" } */
/* { dg-output "  Conflicting MPI_Put, remote write of size 4 at 0x\[0-9a-f\]+ by rank 2:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*lockall-target-put-put\\.c:33:\[0-9\]+\r?\n" } */
/* { dg-output "  Location is window 1 of rank 1, offset \\\[8, 12\\) of 40 bytes\\.\r?\n" } */
/* { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*lockall-target-put-put\\.c:31:\[0-9\]+ \\(MPI_Put, remote write from rank 0\\) and \[^\r\n\]*lockall-target-put-put\\.c:33:\[0-9\]+ \\(MPI_Put, remote write from rank 2\\)\r?\n" } */
