/* windows-lock-many-load.c -- Puts to many windows under passive locks
   and a load at the target before the barrier that orders them.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: a data race.  Every rank makes 40 windows, one over each row
   of MEM.  Rank 0 puts to element 0 of every window of rank 1, one
   lock epoch each, so that rank 1 receives the records of 40 windows
   (on the runtime's one communicator), and must apply each to its own
   window; rank 1 loads element 0 of row 29 before the barrier, which
   races with the Put to that window.  */
/* { dg-do run } */
/* { dg-shouldfail "data race" } */

#include <mpi.h>
#include <stdio.h>

#define NWIN 40

int mem[NWIN][4];

int
main (int argc, char **argv)
{
  int rank, buf = 1;
  MPI_Win win[NWIN];

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  for (int i = 0; i < NWIN; i++)
    MPI_Win_create (mem[i], sizeof mem[0], sizeof (int), MPI_INFO_NULL,
		    MPI_COMM_WORLD, &win[i]);

  if (rank == 0)
    for (int i = 0; i < NWIN; i++)
      {
	MPI_Win_lock (MPI_LOCK_SHARED, 1, 0, win[i]);
	MPI_Put (&buf, 1, MPI_INT, 1, 0, 1, MPI_INT, win[i]);
	MPI_Win_unlock (1, win[i]);
      }
  if (rank == 1)
    printf ("mem[29][0] = %d\n", mem[29][0]);
  MPI_Barrier (MPI_COMM_WORLD);

  for (int i = 0; i < NWIN; i++)
    MPI_Win_free (&win[i]);
  MPI_Finalize ();
  return 0;
}

/* { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" } */
/* { dg-output "  MPI_Put, remote write of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*windows-lock-many-load\\.c:39:\[0-9\]+\r?\n" } */
/* { dg-output "  Conflicting local load of size 4 at 0x\[0-9a-f\]+ by rank 1:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*windows-lock-many-load\\.c:43:\[0-9\]+\r?\n" } */
/* { dg-output "  Location is window 30 of rank 1, offset \\\[0, 4\\) of 16 bytes\\.\r?\n" } */
/* { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*windows-lock-many-load\\.c:39:\[0-9\]+ \\(MPI_Put, remote write from rank 0\\) and \[^\r\n\]*windows-lock-many-load\\.c:43:\[0-9\]+ \\(local load\\)\r?\n" } */
