/* mprobe-many-put-send-load.c -- a locally flushed Put, then three
   messages matched by MPI_Mprobe, all outstanding, received out of
   order with MPI_Mrecv, then a target load.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: a data race.  Rank 0 sends rank 1 a message on a duplicate
   of MPI_COMM_WORLD and one on MPI_COMM_WORLD, then puts to MEM[0] of
   rank 1, calls MPI_Win_flush_local and sends a third message.  Rank 1
   matches the three with MPI_Mprobe before it receives any, receives
   the third first, then the others, and loads MEM[0]; the local flush
   completes the Put only at the origin, so the load races with it.
   Each receive must find the communicator its own probe saw.  */
/* { dg-do run } */
/* { dg-shouldfail "data race" } */

#include <mpi.h>
#include <stdio.h>

int
main (int argc, char **argv)
{
  int rank, buf = 1, token[3] = { 0, 0, 0 };
  int *mem;
  MPI_Win win;
  MPI_Comm dup;
  MPI_Message msg[3];

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Comm_dup (MPI_COMM_WORLD, &dup);
  MPI_Win_allocate (10 * sizeof (int), sizeof (int), MPI_INFO_NULL,
                    MPI_COMM_WORLD, &mem, &win);
  for (int i = 0; i < 10; i++)
    mem[i] = 100 * rank + i;
  MPI_Barrier (MPI_COMM_WORLD);

  MPI_Win_lock_all (0, win);
  if (rank == 0)
    {
      MPI_Send (&token[0], 1, MPI_INT, 1, 1, dup);
      MPI_Send (&token[1], 1, MPI_INT, 1, 2, MPI_COMM_WORLD);
      MPI_Put (&buf, 1, MPI_INT, 1, 0, 1, MPI_INT, win);
      MPI_Win_flush_local (1, win);
      MPI_Send (&token[2], 1, MPI_INT, 1, 3, MPI_COMM_WORLD);
    }
  else if (rank == 1)
    {
      MPI_Mprobe (0, 1, dup, &msg[0], MPI_STATUS_IGNORE);
      MPI_Mprobe (0, 2, MPI_COMM_WORLD, &msg[1], MPI_STATUS_IGNORE);
      MPI_Mprobe (0, 3, MPI_COMM_WORLD, &msg[2], MPI_STATUS_IGNORE);
      MPI_Mrecv (&token[2], 1, MPI_INT, &msg[2], MPI_STATUS_IGNORE);
      MPI_Mrecv (&token[0], 1, MPI_INT, &msg[0], MPI_STATUS_IGNORE);
      MPI_Mrecv (&token[1], 1, MPI_INT, &msg[1], MPI_STATUS_IGNORE);
      printf ("mem[0] = %d\n", mem[0]);
    }
  MPI_Win_unlock_all (win);

  MPI_Win_free (&win);
  MPI_Comm_free (&dup);
  MPI_Finalize ();
  return 0;
}

/* { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" } */
/* { dg-output "  MPI_Put, remote write of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*mprobe-many-put-send-load\\.c:44:\[0-9\]+\r?\n" } */
/* { dg-output "  Conflicting local load of size 4 at 0x\[0-9a-f\]+ by rank 1:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*mprobe-many-put-send-load\\.c:56:\[0-9\]+\r?\n" } */
/* { dg-output "  Location is window \[0-9\]+ of rank 1, offset \\\[0, 4\\) of 40 bytes\\.\r?\n" } */
/* { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*mprobe-many-put-send-load\\.c:44:\[0-9\]+ \\(MPI_Put, remote write from rank 0\\) and \[^\r\n\]*mprobe-many-put-send-load\\.c:56:\[0-9\]+ \\(local load\\)\r?\n" } */
