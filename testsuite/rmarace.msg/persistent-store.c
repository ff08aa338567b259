/* persistent-store.c -- a store to a persistent send's buffer while it is active.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: a data race.  Rank 0 starts a persistent send of BUF twice;
   after the second MPI_Start it stores to BUF before MPI_Wait.  The
   store between the first MPI_Wait and the second MPI_Start is
   fine.  */
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
      MPI_Send_init (buf, 2, MPI_INT, 1, 0, MPI_COMM_WORLD, &req);
      MPI_Start (&req);
      MPI_Wait (&req, MPI_STATUS_IGNORE);
      buf[1] = 3;
      MPI_Start (&req);
      buf[1] = 4;
      MPI_Wait (&req, MPI_STATUS_IGNORE);
      MPI_Request_free (&req);
    }
  else if (rank == 1)
    for (int i = 0; i < 2; i++)
      MPI_Recv (buf, 2, MPI_INT, 0, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  MPI_Finalize ();
  return 0;
}

/* { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" } */
/* { dg-output "  MPI_Start, send buffer read of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*persistent-store\\.c:29:\[0-9\]+\r?\n" } */
/* { dg-output "  Conflicting local store of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*persistent-store\\.c:30:\[0-9\]+\r?\n" } */
/* { dg-output "  Location is a local buffer of rank 0\\.\r?\n" } */
/* { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*persistent-store\\.c:29:\[0-9\]+ \\(MPI_Start, send buffer read\\) and \[^\r\n\]*persistent-store\\.c:30:\[0-9\]+ \\(local store\\)\r?\n" } */
