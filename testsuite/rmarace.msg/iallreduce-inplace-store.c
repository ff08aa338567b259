/* iallreduce-inplace-store.c -- a store to an in-place MPI_Iallreduce buffer before MPI_Wait.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: a data race.  Every rank reduces BUF in place with
   MPI_Iallreduce and stores to it before MPI_Wait.  */
/* { dg-do run } */
/* { dg-shouldfail "data race" } */

#include <mpi.h>

int
main (int argc, char **argv)
{
  int rank, buf[2];
  MPI_Request req;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  buf[0] = buf[1] = rank;
  MPI_Iallreduce (MPI_IN_PLACE, buf, 2, MPI_INT, MPI_SUM, MPI_COMM_WORLD,
		  &req);
  if (rank == 0)
    buf[1] = 0;
  MPI_Wait (&req, MPI_STATUS_IGNORE);
  MPI_Finalize ();
  return 0;
}

/* { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" } */
/* { dg-output "  MPI_Iallreduce, receive buffer write of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*iallreduce-inplace-store\\.c:22:\[0-9\]+\r?\n" } */
/* { dg-output "  Conflicting local store of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*iallreduce-inplace-store\\.c:25:\[0-9\]+\r?\n" } */
/* { dg-output "  Location is a local buffer of rank 0\\.\r?\n" } */
/* { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*iallreduce-inplace-store\\.c:22:\[0-9\]+ \\(MPI_Iallreduce, receive buffer write\\) and \[^\r\n\]*iallreduce-inplace-store\\.c:25:\[0-9\]+ \\(local store\\)\r?\n" } */
