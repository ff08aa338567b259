/* acc-sameop.c -- MPI_SUM and MPI_NO_OP under accumulate_ops=same_op.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: a data race.  The window is created with the info key
   accumulate_ops set to same_op: concurrent accumulates on one location
   must all use the same operation, and MPI_NO_OP is another one.  Rank
   0 adds to int 0 of rank 1 while rank 2 fetches it with MPI_NO_OP, in
   one fence epoch.  */
/* { dg-do run } */
/* { dg-rmarace-np 3 } */
/* { dg-shouldfail "data race" } */

#include <mpi.h>

int
main (int argc, char **argv)
{
  int rank, val = 3, res;
  int *mem;
  MPI_Info info;
  MPI_Win win;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Info_create (&info);
  MPI_Info_set (info, "accumulate_ops", "same_op");
  MPI_Win_allocate (4 * sizeof (int), sizeof (int), info, MPI_COMM_WORLD,
                    &mem, &win);
  MPI_Info_free (&info);
  for (int i = 0; i < 4; i++)
    mem[i] = 0;
  MPI_Barrier (MPI_COMM_WORLD);

  MPI_Win_fence (0, win);
  if (rank == 0)
    MPI_Accumulate (&val, 1, MPI_INT, 1, 0, 1, MPI_INT, MPI_SUM, win);
  if (rank == 2)
    MPI_Fetch_and_op (&val, &res, MPI_INT, 1, 0, MPI_NO_OP, win);
  MPI_Win_fence (0, win);

  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}

/* { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" } */
/* { dg-output "  MPI_Accumulate, remote update of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*acc-sameop\\.c:38:\[0-9\]+\r?\n" } */
/* { dg-output "  Conflicting MPI_Fetch_and_op, remote read of size 4 at 0x\[0-9a-f\]+ by rank 2:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*acc-sameop\\.c:40:\[0-9\]+\r?\n" } */
/* { dg-output "  Location is window 1 of rank 1, offset \\\[0, 4\\) of 16 bytes\\.\r?\n" } */
/* { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*acc-sameop\\.c:38:\[0-9\]+ \\(MPI_Accumulate, remote update from rank 0\\) and \[^\r\n\]*acc-sameop\\.c:40:\[0-9\]+ \\(MPI_Fetch_and_op, remote read from rank 2\\)\r?\n" } */
