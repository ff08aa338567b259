/* pscw-origin-store.c -- an origin store to its Put buffer before
   MPI_Win_complete.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: a data race.  Rank 0 stores to BUF after MPI_Put from BUF and
   before the MPI_Win_complete that completes the Put.  */
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
      buf = 2;
      MPI_Win_complete (win);
    }
  else
    {
      MPI_Win_post (group, 0, win);
      MPI_Win_wait (win);
    }

  MPI_Group_free (&group);
  MPI_Group_free (&world);

  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}

/* { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" } */
/* { dg-output "  MPI_Put, origin buffer read of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*pscw-origin-store\\.c:38:\[0-9\]+\r?\n" } */
/* { dg-output "  Conflicting local store of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*pscw-origin-store\\.c:39:\[0-9\]+\r?\n" } */
/* { dg-output "  Location is a local buffer of rank 0\\.\r?\n" } */
/* { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*pscw-origin-store\\.c:38:\[0-9\]+ \\(MPI_Put, origin buffer read\\) and \[^\r\n\]*pscw-origin-store\\.c:39:\[0-9\]+ \\(local store\\)\r?\n" } */
