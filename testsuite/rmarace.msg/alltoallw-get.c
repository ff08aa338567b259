/* alltoallw-get.c -- MPI_Alltoallw into a buffer an MPI_Get still writes.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: a data race.  Rank 0 gets into RES[2], then receives the
   block of rank 1 there (byte displacement 8, one MPI_INT) with
   MPI_Alltoallw, before the flush that completes the Get.  */
/* { dg-do run } */
/* { dg-shouldfail "data race" } */

#include <mpi.h>

int
main (int argc, char **argv)
{
  int rank, res[4] = { 0, 0, 0, 0 }, send[2] = { 1, 2 };
  int counts[2] = { 1, 1 }, sdispls[2] = { 0, 4 }, rdispls[2] = { 0, 8 };
  MPI_Datatype types[2] = { MPI_INT, MPI_INT };
  int *mem;
  MPI_Win win;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Win_allocate (4096, sizeof (int), MPI_INFO_NULL, MPI_COMM_WORLD, &mem,
		    &win);
  mem[0] = rank;
  MPI_Barrier (MPI_COMM_WORLD);
  MPI_Win_lock_all (0, win);
  if (rank == 0)
    MPI_Get (&res[2], 1, MPI_INT, 1, 0, 1, MPI_INT, win);
  MPI_Alltoallw (send, counts, sdispls, types, res, counts, rdispls, types,
		 MPI_COMM_WORLD);
  MPI_Win_unlock_all (win);
  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}

/* { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" } */
/* { dg-output "  MPI_Get, origin buffer write of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*alltoallw-get\\.c:31:\[0-9\]+\r?\n" } */
/* { dg-output "  Conflicting MPI_Alltoallw, receive buffer write of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*alltoallw-get\\.c:32:\[0-9\]+\r?\n" } */
/* { dg-output "  Location is a local buffer of rank 0\\.\r?\n" } */
/* { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*alltoallw-get\\.c:31:\[0-9\]+ \\(MPI_Get, origin buffer write\\) and \[^\r\n\]*alltoallw-get\\.c:32:\[0-9\]+ \\(MPI_Alltoallw, receive buffer write\\)\r?\n" } */
