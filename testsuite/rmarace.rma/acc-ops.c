/* acc-ops.c -- MPI_SUM and MPI_MAX accumulates on one int.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: a data race.  Rank 0 adds to int 0 of rank 1 with MPI_SUM
   while rank 2 updates it with MPI_MAX, in one fence epoch.  The
   window's accumulate_ops is the default, same_op_no_op: concurrent
   accumulates on one location must use the same operation or
   MPI_NO_OP.  */
/* { dg-do run } */
/* { dg-rmarace-np 3 } */
/* { dg-shouldfail "data race" } */

#include <mpi.h>

int
main (int argc, char **argv)
{
  int rank, val = 3, res;
  int *mem;
  MPI_Win win;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Win_allocate (4 * sizeof (int), sizeof (int), MPI_INFO_NULL,
                    MPI_COMM_WORLD, &mem, &win);
  for (int i = 0; i < 4; i++)
    mem[i] = 0;
  MPI_Barrier (MPI_COMM_WORLD);

  MPI_Win_fence (0, win);
  if (rank == 0)
    MPI_Accumulate (&val, 1, MPI_INT, 1, 0, 1, MPI_INT, MPI_SUM, win);
  if (rank == 2)
    MPI_Fetch_and_op (&val, &res, MPI_INT, 1, 0, MPI_MAX, win);
  MPI_Win_fence (0, win);

  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}

/* { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" } */
/* { dg-output "  MPI_Accumulate, remote update of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*acc-ops\\.c:34:\[0-9\]+\r?\n" } */
/* { dg-output "  Conflicting MPI_Fetch_and_op, remote update of size 4 at 0x\[0-9a-f\]+ by rank 2:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*acc-ops\\.c:36:\[0-9\]+\r?\n" } */
/* { dg-output "  Location is window 1 of rank 1, offset \\\[0, 4\\) of 16 bytes\\.\r?\n" } */
/* { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*acc-ops\\.c:34:\[0-9\]+ \\(MPI_Accumulate, remote update from rank 0\\) and \[^\r\n\]*acc-ops\\.c:36:\[0-9\]+ \\(MPI_Fetch_and_op, remote update from rank 2\\)\r?\n" } */
