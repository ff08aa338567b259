/* isend-store.c -- a store to an MPI_Isend buffer before MPI_Wait.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: a data race.  Rank 0 stores to BUF after MPI_Isend from BUF
   and before MPI_Wait: MPI may still be reading BUF.  */
/* { dg-do run } */
/* { dg-shouldfail "data race" } */

#include <mpi.h>

int
main (int argc, char **argv)
{
  int rank, buf[4] = { 1, 2, 3, 4 };
  MPI_Request req;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  if (rank == 0)
    {
      MPI_Isend (buf, 4, MPI_INT, 1, 0, MPI_COMM_WORLD, &req);
      buf[2] = 7;
      MPI_Wait (&req, MPI_STATUS_IGNORE);
    }
  else if (rank == 1)
    MPI_Recv (buf, 4, MPI_INT, 0, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  MPI_Finalize ();
  return 0;
}

/* { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" } */
/* { dg-output "  MPI_Isend, send buffer read of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*isend-store\\.c:23:\[0-9\]+\r?\n" } */
/* { dg-output "  Conflicting local store of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*isend-store\\.c:24:\[0-9\]+\r?\n" } */
/* { dg-output "  Location is a local buffer of rank 0\\.\r?\n" } */
/* { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*isend-store\\.c:23:\[0-9\]+ \\(MPI_Isend, send buffer read\\) and \[^\r\n\]*isend-store\\.c:24:\[0-9\]+ \\(local store\\)\r?\n" } */
