/* fence-one-origin-put-load.c -- fence epochs where one rank of four
   puts, or none does.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: a data race.  In the first epoch only rank 2 puts, to rank
   3; the second epoch has no RMA call; in the third only rank 1 puts, to
   MEM[1] of rank 3, which loads it in that epoch.  A fence delivers the
   records as counted messages (most ranks are sent none), alternately
   of even and odd fences.  */
/* { dg-do run } */
/* { dg-rmarace-np 4 } */
/* { dg-shouldfail "data race" } */

#include <mpi.h>
#include <stdio.h>

int
main (int argc, char **argv)
{
  int rank, buf = 5;
  int *mem;
  MPI_Win win;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Win_allocate (10 * sizeof (int), sizeof (int), MPI_INFO_NULL,
		    MPI_COMM_WORLD, &mem, &win);
  for (int i = 0; i < 10; i++)
    mem[i] = 100 * rank + i;

  MPI_Win_fence (0, win);
  if (rank == 2)
    MPI_Put (&buf, 1, MPI_INT, 3, 0, 1, MPI_INT, win);
  MPI_Win_fence (0, win);
  MPI_Win_fence (0, win);
  if (rank == 1)
    MPI_Put (&buf, 1, MPI_INT, 3, 1, 1, MPI_INT, win);
  if (rank == 3)
    printf ("mem[1] = %d\n", mem[1]);
  MPI_Win_fence (0, win);
  if (rank == 3)
    printf ("mem[0] = %d\n", mem[0]);

  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}

/* { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" } */
/* { dg-output "  MPI_Put, remote write of size 4 at 0x\[0-9a-f\]+ by rank 1:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*fence-one-origin-put-load\\.c:39:\[0-9\]+\r?\n" } */
/* { dg-output "  Conflicting local load of size 4 at 0x\[0-9a-f\]+ by rank 3:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*fence-one-origin-put-load\\.c:41:\[0-9\]+\r?\n" } */
/* { dg-output "  Location is window \[0-9\]+ of rank 3, offset \\\[4, 8\\) of 40 bytes\\.\r?\n" } */
/* { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*fence-one-origin-put-load\\.c:39:\[0-9\]+ \\(MPI_Put, remote write from rank 1\\) and \[^\r\n\]*fence-one-origin-put-load\\.c:41:\[0-9\]+ \\(local load\\)\r?\n" } */
