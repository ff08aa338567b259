/* irecv-put.c -- MPI_Irecv into the origin buffer of an MPI_Put before its flush.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: a data race.  Rank 0 puts from BUF, then posts a receive
   into BUF before the flush that completes the Put: the receive may
   write BUF while the Put still reads it.  */
/* { dg-do run } */
/* { dg-shouldfail "data race" } */

#include <mpi.h>

int
main (int argc, char **argv)
{
  int rank, buf[2] = { 5, 6 };
  int *mem;
  MPI_Request req;
  MPI_Win win;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Win_allocate (4096, sizeof (int), MPI_INFO_NULL, MPI_COMM_WORLD, &mem,
		    &win);
  MPI_Barrier (MPI_COMM_WORLD);
  MPI_Win_lock_all (0, win);
  if (rank == 0)
    {
      MPI_Put (buf, 2, MPI_INT, 1, 0, 2, MPI_INT, win);
      MPI_Irecv (buf, 2, MPI_INT, 1, 0, MPI_COMM_WORLD, &req);
      MPI_Win_flush (1, win);
      MPI_Wait (&req, MPI_STATUS_IGNORE);
    }
  else if (rank == 1)
    MPI_Send (buf, 2, MPI_INT, 0, 0, MPI_COMM_WORLD);
  MPI_Win_unlock_all (win);
  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}

/* { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" } */
/* { dg-output "  MPI_Put, origin buffer read of size 8 at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*irecv-put\\.c:30:\[0-9\]+\r?\n" } */
/* { dg-output "  Conflicting MPI_Irecv, receive buffer write of size 8 at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*irecv-put\\.c:31:\[0-9\]+\r?\n" } */
/* { dg-output "  Location is a local buffer of rank 0\\.\r?\n" } */
/* { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*irecv-put\\.c:30:\[0-9\]+ \\(MPI_Put, origin buffer read\\) and \[^\r\n\]*irecv-put\\.c:31:\[0-9\]+ \\(MPI_Irecv, receive buffer write\\)\r?\n" } */
