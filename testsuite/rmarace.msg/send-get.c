/* send-get.c -- MPI_Send of a buffer an MPI_Get still writes.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: a data race.  Rank 0 gets into BUF, then sends BUF before
   the flush that completes the Get: the Get may still be writing BUF
   while the send reads it.  */
/* { dg-do run } */
/* { dg-shouldfail "data race" } */

#include <mpi.h>

int
main (int argc, char **argv)
{
  int rank, buf[2] = { 0, 0 };
  int *mem;
  MPI_Win win;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Win_allocate (4096, sizeof (int), MPI_INFO_NULL, MPI_COMM_WORLD, &mem,
		    &win);
  mem[0] = mem[1] = rank;
  MPI_Barrier (MPI_COMM_WORLD);
  MPI_Win_lock_all (0, win);
  if (rank == 0)
    {
      MPI_Get (buf, 2, MPI_INT, 1, 0, 2, MPI_INT, win);
      MPI_Send (buf, 2, MPI_INT, 1, 0, MPI_COMM_WORLD);
      MPI_Win_flush (1, win);
    }
  else if (rank == 1)
    MPI_Recv (buf, 2, MPI_INT, 0, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  MPI_Win_unlock_all (win);
  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}

/* { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" } */
/* { dg-output "  MPI_Get, origin buffer write of size 8 at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*send-get\\.c:30:\[0-9\]+\r?\n" } */
/* { dg-output "  Conflicting MPI_Send, send buffer read of size 8 at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*send-get\\.c:31:\[0-9\]+\r?\n" } */
/* { dg-output "  Location is a local buffer of rank 0\\.\r?\n" } */
/* { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*send-get\\.c:30:\[0-9\]+ \\(MPI_Get, origin buffer write\\) and \[^\r\n\]*send-get\\.c:31:\[0-9\]+ \\(MPI_Send, send buffer read\\)\r?\n" } */
