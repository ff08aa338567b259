/* isend-remote-put.c -- a remote MPI_Put into window memory a pending MPI_Isend reads.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: a data race.  Rank 0 sends part of its window memory with
   MPI_Isend and waits for it only after a barrier; rank 1 puts into
   those bytes and completes the Put before the barrier, so the Put may
   change what the send still reads.  */
/* { dg-do run } */
/* { dg-shouldfail "data race" } */

#include <mpi.h>

int
main (int argc, char **argv)
{
  int rank, one = 1;
  int *mem;
  MPI_Request req;
  MPI_Win win;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Win_allocate (4096, sizeof (int), MPI_INFO_NULL, MPI_COMM_WORLD, &mem,
		    &win);
  mem[0] = mem[1] = rank;
  MPI_Barrier (MPI_COMM_WORLD);
  if (rank == 0)
    {
      MPI_Isend (mem, 2, MPI_INT, 1, 0, MPI_COMM_WORLD, &req);
      MPI_Barrier (MPI_COMM_WORLD);
      MPI_Wait (&req, MPI_STATUS_IGNORE);
    }
  else if (rank == 1)
    {
      int data[2];
      MPI_Win_lock (MPI_LOCK_SHARED, 0, 0, win);
      MPI_Put (&one, 1, MPI_INT, 0, 1, 1, MPI_INT, win);
      MPI_Win_unlock (0, win);
      MPI_Barrier (MPI_COMM_WORLD);
      MPI_Recv (data, 2, MPI_INT, 0, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    }
  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}

/* { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" } */
/* { dg-output "  MPI_Put, remote write of size 4 at 0x\[0-9a-f\]+ by rank 1:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*isend-remote-put\\.c:39:\[0-9\]+\r?\n" } */
/* { dg-output "  Conflicting MPI_Isend, send buffer read of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*isend-remote-put\\.c:31:\[0-9\]+\r?\n" } */
/* { dg-output "  Location is window 1 of rank 0, offset \\\[4, 8\\) of 4096 bytes\\.\r?\n" } */
/* { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*isend-remote-put\\.c:39:\[0-9\]+ \\(MPI_Put, remote write from rank 1\\) and \[^\r\n\]*isend-remote-put\\.c:31:\[0-9\]+ \\(MPI_Isend, send buffer read\\)\r?\n" } */
