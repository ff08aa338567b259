/* windows-barrier-one-store.c -- Barriers among many windows of which
   one has records, and a store at the target racing with a Put still
   pending across the second barrier.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: a data race.  Every rank makes 40 windows, one over each row
   of MEM; only window 13 (row 12) is used, so a barrier has records to
   collect in that one only.  Rank 0 puts to element 0 of rank 1's row
   12 in a lock epoch, a barrier collects it (the window then has none
   left); then rank 0 puts to element 1 under MPI_Win_lock_all and
   completes it only after the second barrier, after which rank 1 stores
   element 1: the Put and the store race.  */
/* { dg-do run } */
/* { dg-shouldfail "data race" } */

#include <mpi.h>
#include <stdio.h>

#define NWIN 40
#define USED 12

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
    {
      MPI_Win_lock (MPI_LOCK_SHARED, 1, 0, win[USED]);
      MPI_Put (&buf, 1, MPI_INT, 1, 0, 1, MPI_INT, win[USED]);
      MPI_Win_unlock (1, win[USED]);
    }
  MPI_Barrier (MPI_COMM_WORLD);

  MPI_Win_lock_all (0, win[USED]);
  if (rank == 0)
    MPI_Put (&buf, 1, MPI_INT, 1, 1, 1, MPI_INT, win[USED]);
  MPI_Barrier (MPI_COMM_WORLD);
  if (rank == 1)
    mem[USED][1] = 2;
  MPI_Win_unlock_all (win[USED]);
  MPI_Barrier (MPI_COMM_WORLD);
  if (rank == 1)
    printf ("mem[%d] = %d %d\n", USED, mem[USED][0], mem[USED][1]);

  for (int i = 0; i < NWIN; i++)
    MPI_Win_free (&win[i]);
  MPI_Finalize ();
  return 0;
}

/* { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" } */
/* { dg-output "  MPI_Put, remote write of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*windows-barrier-one-store\\.c:48:\[0-9\]+\r?\n" } */
/* { dg-output "  Conflicting local store of size 4 at 0x\[0-9a-f\]+ by rank 1:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*windows-barrier-one-store\\.c:51:\[0-9\]+\r?\n" } */
/* { dg-output "  Location is window 13 of rank 1, offset \\\[4, 8\\) of 16 bytes\\.\r?\n" } */
/* { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*windows-barrier-one-store\\.c:48:\[0-9\]+ \\(MPI_Put, remote write from rank 0\\) and \[^\r\n\]*windows-barrier-one-store\\.c:51:\[0-9\]+ \\(local store\\)\r?\n" } */
