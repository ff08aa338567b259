/* pscw-put-load.c -- a target load before MPI_Win_wait.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: a data race.  Rank 1 exposes its window to rank 0 with
   MPI_Win_post and loads MEM[0] before MPI_Win_wait, while rank 0 puts to
   it in the matching access epoch.  */
/* { dg-do run } */
/* { dg-shouldfail "data race" } */

#include <mpi.h>
#include <stdio.h>

int
main (int argc, char **argv)
{
  int rank, buf = 1, peer;
  int *mem;
  MPI_Group world, group;
  MPI_Win win;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Win_allocate (10 * sizeof (int), sizeof (int), MPI_INFO_NULL,
                    MPI_COMM_WORLD, &mem, &win);
  for (int i = 0; i < 10; i++)
    mem[i] = 100 * rank + i;
  MPI_Barrier (MPI_COMM_WORLD);

  peer = 1 - rank;
  MPI_Comm_group (MPI_COMM_WORLD, &world);
  MPI_Group_incl (world, 1, &peer, &group);

  if (rank == 0)
    {
      MPI_Win_start (group, 0, win);
      MPI_Put (&buf, 1, MPI_INT, 1, 0, 1, MPI_INT, win);
      MPI_Win_complete (win);
    }
  else
    {
      MPI_Win_post (group, 0, win);
      printf ("mem[0] = %d\n", mem[0]);
      MPI_Win_wait (win);
    }

  MPI_Group_free (&group);
  MPI_Group_free (&world);

  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}

/* { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" } */
/* { dg-output "  MPI_Put, remote write of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*pscw-put-load\\.c:38:\[0-9\]+\r?\n" } */
/* { dg-output "  Conflicting local load of size 4 at 0x\[0-9a-f\]+ by rank 1:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*pscw-put-load\\.c:44:\[0-9\]+\r?\n" } */
/* { dg-output "  Location is window \[0-9\]+ of rank 1, offset \\\[0, 4\\) of 40 bytes\\.\r?\n" } */
/* { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*pscw-put-load\\.c:38:\[0-9\]+ \\(MPI_Put, remote write from rank 0\\) and \[^\r\n\]*pscw-put-load\\.c:44:\[0-9\]+ \\(local load\\)\r?\n" } */
