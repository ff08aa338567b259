/* persistent-put-send-load.c -- a locally flushed Put, then a message on
   a persistent request, then a target load.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: a data race.  Twice, rank 0 puts to MEM[I] of rank 1, calls
   MPI_Win_flush_local and starts a persistent send (MPI_Send_init) that
   rank 1 receives with a persistent receive (MPI_Recv_init); the local
   flush completes the Put only at the origin, so rank 1's load after the
   receive races with it (the report may name either iteration).  */
/* { dg-do run } */
/* { dg-shouldfail "data race" } */

#include <mpi.h>
#include <stdio.h>

int
main (int argc, char **argv)
{
  int rank, buf = 1, token = 0;
  int *mem;
  MPI_Win win;
  MPI_Request req;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Win_allocate (10 * sizeof (int), sizeof (int), MPI_INFO_NULL,
                    MPI_COMM_WORLD, &mem, &win);
  for (int i = 0; i < 10; i++)
    mem[i] = 100 * rank + i;
  if (rank == 0)
    MPI_Send_init (&token, 1, MPI_INT, 1, 7, MPI_COMM_WORLD, &req);
  else
    MPI_Recv_init (&token, 1, MPI_INT, 0, 7, MPI_COMM_WORLD, &req);
  MPI_Barrier (MPI_COMM_WORLD);

  MPI_Win_lock_all (0, win);
  for (int i = 0; i < 2; i++)
    {
      if (rank == 0)
        {
          MPI_Put (&buf, 1, MPI_INT, 1, i, 1, MPI_INT, win);
          MPI_Win_flush_local (1, win);
        }
      MPI_Start (&req);
      MPI_Wait (&req, MPI_STATUS_IGNORE);
      if (rank == 1)
        printf ("mem[%d] = %d\n", i, mem[i]);
    }
  MPI_Win_unlock_all (win);

  MPI_Request_free (&req);
  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}

/* { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" } */
/* { dg-output "  MPI_Put, remote write of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*persistent-put-send-load\\.c:43:\[0-9\]+\r?\n" } */
/* { dg-output "  Conflicting local load of size 4 at 0x\[0-9a-f\]+ by rank 1:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*persistent-put-send-load\\.c:49:\[0-9\]+\r?\n" } */
/* { dg-output "  Location is window \[0-9\]+ of rank 1, offset \\\[\[04\], \[48\]\\) of 40 bytes\\.\r?\n" } */
/* { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*persistent-put-send-load\\.c:43:\[0-9\]+ \\(MPI_Put, remote write from rank 0\\) and \[^\r\n\]*persistent-put-send-load\\.c:49:\[0-9\]+ \\(local load\\)\r?\n" } */
