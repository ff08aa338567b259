/* isend-recv.c -- MPI_Recv into the buffer of a pending MPI_Isend.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: a data race.  Rank 0 sends BUF with MPI_Isend and, before
   waiting for it, receives into BUF: the send may still read what the
   receive writes.  */
/* { dg-do run } */
/* { dg-shouldfail "data race" } */

#include <mpi.h>

int
main (int argc, char **argv)
{
  int rank, buf[2] = { 1, 2 };
  MPI_Request req;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  if (rank == 0)
    {
      MPI_Isend (buf, 2, MPI_INT, 1, 0, MPI_COMM_WORLD, &req);
      MPI_Recv (buf, 2, MPI_INT, 1, 1, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
      MPI_Wait (&req, MPI_STATUS_IGNORE);
    }
  else if (rank == 1)
    {
      int data[2];
      MPI_Recv (data, 2, MPI_INT, 0, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
      MPI_Send (data, 2, MPI_INT, 0, 1, MPI_COMM_WORLD);
    }
  MPI_Finalize ();
  return 0;
}

/* { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" } */
/* { dg-output "  MPI_Isend, send buffer read of size 8 at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*isend-recv\\.c:24:\[0-9\]+\r?\n" } */
/* { dg-output "  Conflicting MPI_Recv, receive buffer write of size 8 at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*isend-recv\\.c:25:\[0-9\]+\r?\n" } */
/* { dg-output "  Location is a local buffer of rank 0\\.\r?\n" } */
/* { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*isend-recv\\.c:24:\[0-9\]+ \\(MPI_Isend, send buffer read\\) and \[^\r\n\]*isend-recv\\.c:25:\[0-9\]+ \\(MPI_Recv, receive buffer write\\)\r?\n" } */
