/* irecv-irecv.c -- two pending MPI_Irecv into overlapping buffers.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: a data race.  Rank 0 posts a receive into BUF[0..3] and,
   before it completes, another into BUF[2..5]: both may write
   BUF[2..3] at once.  */
/* { dg-do run } */
/* { dg-shouldfail "data race" } */

#include <mpi.h>

int
main (int argc, char **argv)
{
  int rank, buf[6] = { 0 };
  MPI_Request req[2];

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  if (rank == 0)
    {
      MPI_Irecv (buf, 4, MPI_INT, 1, 0, MPI_COMM_WORLD, &req[0]);
      MPI_Irecv (buf + 2, 4, MPI_INT, 1, 1, MPI_COMM_WORLD, &req[1]);
      MPI_Waitall (2, req, MPI_STATUSES_IGNORE);
    }
  else if (rank == 1)
    {
      int data[4] = { 1, 2, 3, 4 };
      MPI_Send (data, 4, MPI_INT, 0, 0, MPI_COMM_WORLD);
      MPI_Send (data, 4, MPI_INT, 0, 1, MPI_COMM_WORLD);
    }
  MPI_Finalize ();
  return 0;
}

/* { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" } */
/* { dg-output "  MPI_Irecv, receive buffer write of size 8 at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*irecv-irecv\\.c:24:\[0-9\]+\r?\n" } */
/* { dg-output "  Conflicting MPI_Irecv, receive buffer write of size 8 at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*irecv-irecv\\.c:25:\[0-9\]+\r?\n" } */
/* { dg-output "  Location is a local buffer of rank 0\\.\r?\n" } */
/* { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*irecv-irecv\\.c:24:\[0-9\]+ \\(MPI_Irecv, receive buffer write\\) and \[^\r\n\]*irecv-irecv\\.c:25:\[0-9\]+ \\(MPI_Irecv, receive buffer write\\)\r?\n" } */
