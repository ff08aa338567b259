/* windows-many-put-load.c -- a Put and a load at the target in one
   fence epoch, with more windows than the runtime walks one by one.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: a data race.  Every rank makes 5 windows, one over each row
   of MEM, then a sixth over row 0 again (windows may share memory), so
   rank 1's load is looked up among 6 windows by the runtime's index of
   their memory, and checked in both that hold it.  Rank 0 puts to
   element 0 of rank 1's first window; rank 1 loads that element in the
   same fence epoch.  */
/* { dg-do run } */
/* { dg-shouldfail "data race" } */

#include <mpi.h>
#include <stdio.h>

#define NWIN 5

int mem[NWIN][10];

int
main (int argc, char **argv)
{
  int rank, buf = 1;
  MPI_Win win[NWIN + 1];

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  for (int i = 0; i <= NWIN; i++)
    MPI_Win_create (mem[i % NWIN], sizeof mem[0], sizeof (int),
		    MPI_INFO_NULL, MPI_COMM_WORLD, &win[i]);

  MPI_Win_fence (0, win[0]);
  if (rank == 0)
    MPI_Put (&buf, 1, MPI_INT, 1, 0, 1, MPI_INT, win[0]);
  if (rank == 1)
    printf ("mem[0][0] = %d\n", mem[0][0]);
  MPI_Win_fence (0, win[0]);

  for (int i = 0; i <= NWIN; i++)
    MPI_Win_free (&win[i]);
  MPI_Finalize ();
  return 0;
}

/* { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" } */
/* { dg-output "  MPI_Put, remote write of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*windows-many-put-load\\.c:37:\[0-9\]+\r?\n" } */
/* { dg-output "  Conflicting local load of size 4 at 0x\[0-9a-f\]+ by rank 1:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*windows-many-put-load\\.c:39:\[0-9\]+\r?\n" } */
/* { dg-output "  Location is window 1 of rank 1, offset \\\[0, 4\\) of 40 bytes\\.\r?\n" } */
/* { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*windows-many-put-load\\.c:37:\[0-9\]+ \\(MPI_Put, remote write from rank 0\\) and \[^\r\n\]*windows-many-put-load\\.c:39:\[0-9\]+ \\(local load\\)\r?\n" } */
