/* irecv-load.c -- a load of an MPI_Irecv buffer before MPI_Test succeeds.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: a data race.  Rank 1 reads BUF[1] after MPI_Irecv into BUF
   and before its MPI_Test loop has seen the receive complete: MPI may
   still be writing BUF.  Whether the message is in yet does not
   matter.  */
/* { dg-do run } */
/* { dg-shouldfail "data race" } */

#include <mpi.h>

int sum;

int
main (int argc, char **argv)
{
  int rank, flag = 0, buf[4] = { 0, 0, 0, 0 };
  MPI_Request req;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  if (rank == 1)
    {
      MPI_Irecv (buf, 4, MPI_INT, 0, 0, MPI_COMM_WORLD, &req);
      sum = buf[1];
      while (!flag)
	MPI_Test (&req, &flag, MPI_STATUS_IGNORE);
      sum += buf[1];
    }
  else if (rank == 0)
    {
      int data[4] = { 1, 2, 3, 4 };
      MPI_Send (data, 4, MPI_INT, 1, 0, MPI_COMM_WORLD);
    }
  MPI_Finalize ();
  return 0;
}

/* { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" } */
/* { dg-output "  MPI_Irecv, receive buffer write of size 4 at 0x\[0-9a-f\]+ by rank 1:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*irecv-load\\.c:27:\[0-9\]+\r?\n" } */
/* { dg-output "  Conflicting local load of size 4 at 0x\[0-9a-f\]+ by rank 1:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*irecv-load\\.c:28:\[0-9\]+\r?\n" } */
/* { dg-output "  Location is a local buffer of rank 1\\.\r?\n" } */
/* { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*irecv-load\\.c:27:\[0-9\]+ \\(MPI_Irecv, receive buffer write\\) and \[^\r\n\]*irecv-load\\.c:28:\[0-9\]+ \\(local load\\)\r?\n" } */
