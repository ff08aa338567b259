/* ibcast-load.c -- a load of an MPI_Ibcast buffer before MPI_Wait.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: a data race.  Rank 1 reads BUF after MPI_Ibcast into it from
   rank 0 and before MPI_Wait: MPI may still be writing BUF.  */
/* { dg-do run } */
/* { dg-shouldfail "data race" } */

#include <mpi.h>

int sum;

int
main (int argc, char **argv)
{
  int rank, buf[4] = { 0, 0, 0, 0 };
  MPI_Request req;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Barrier (MPI_COMM_WORLD);
  if (rank == 0)
    buf[3] = 4;
  MPI_Ibcast (buf, 4, MPI_INT, 0, MPI_COMM_WORLD, &req);
  if (rank == 1)
    sum = buf[3];
  MPI_Wait (&req, MPI_STATUS_IGNORE);
  MPI_Finalize ();
  return 0;
}

/* { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" } */
/* { dg-output "  MPI_Ibcast, receive buffer write of size 4 at 0x\[0-9a-f\]+ by rank 1:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*ibcast-load\\.c:26:\[0-9\]+\r?\n" } */
/* { dg-output "  Conflicting local load of size 4 at 0x\[0-9a-f\]+ by rank 1:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*ibcast-load\\.c:28:\[0-9\]+\r?\n" } */
/* { dg-output "  Location is a local buffer of rank 1\\.\r?\n" } */
/* { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*ibcast-load\\.c:26:\[0-9\]+ \\(MPI_Ibcast, receive buffer write\\) and \[^\r\n\]*ibcast-load\\.c:28:\[0-9\]+ \\(local load\\)\r?\n" } */
