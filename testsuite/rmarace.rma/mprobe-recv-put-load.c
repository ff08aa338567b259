/* mprobe-recv-put-load.c -- a message matched by MPI_Mprobe, the next
   one of the same source and tag received first, then a target load
   ordered by that one only.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: a data race.  Rank 0 sends rank 1 a message with tag 3,
   puts to MEM[0] of rank 1, calls MPI_Win_flush_local and sends a
   second message with tag 3.  Rank 1 matches the first with MPI_Mprobe,
   receives the second with MPI_Recv, loads MEM[0], and only then
   receives the first with MPI_Mrecv.  The local flush completes the Put
   only at the origin, so the load races with it.  */
/* { dg-do run } */
/* { dg-shouldfail "data race" } */

#include <mpi.h>
#include <stdio.h>

int
main (int argc, char **argv)
{
  int rank, buf = 1, token[2] = { 0, 0 };
  int *mem;
  MPI_Win win;
  MPI_Message msg;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Win_allocate (10 * sizeof (int), sizeof (int), MPI_INFO_NULL,
                    MPI_COMM_WORLD, &mem, &win);
  for (int i = 0; i < 10; i++)
    mem[i] = 100 * rank + i;
  MPI_Barrier (MPI_COMM_WORLD);

  MPI_Win_lock_all (0, win);
  if (rank == 0)
    {
      MPI_Send (&token[0], 1, MPI_INT, 1, 3, MPI_COMM_WORLD);
      MPI_Put (&buf, 1, MPI_INT, 1, 0, 1, MPI_INT, win);
      MPI_Win_flush_local (1, win);
      MPI_Send (&token[1], 1, MPI_INT, 1, 3, MPI_COMM_WORLD);
    }
  else if (rank == 1)
    {
      MPI_Mprobe (0, 3, MPI_COMM_WORLD, &msg, MPI_STATUS_IGNORE);
      MPI_Recv (&token[1], 1, MPI_INT, 0, 3, MPI_COMM_WORLD,
                MPI_STATUS_IGNORE);
      printf ("mem[0] = %d\n", mem[0]);
      MPI_Mrecv (&token[0], 1, MPI_INT, &msg, MPI_STATUS_IGNORE);
    }
  MPI_Win_unlock_all (win);

  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}

/* { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" } */
/* { dg-output "  MPI_Put, remote write of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*mprobe-recv-put-load\\.c:40:\[0-9\]+\r?\n" } */
/* { dg-output "  Conflicting local load of size 4 at 0x\[0-9a-f\]+ by rank 1:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*mprobe-recv-put-load\\.c:49:\[0-9\]+\r?\n" } */
/* { dg-output "  Location is window \[0-9\]+ of rank 1, offset \\\[0, 4\\) of 40 bytes\\.\r?\n" } */
/* { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*mprobe-recv-put-load\\.c:40:\[0-9\]+ \\(MPI_Put, remote write from rank 0\\) and \[^\r\n\]*mprobe-recv-put-load\\.c:49:\[0-9\]+ \\(local load\\)\r?\n" } */
