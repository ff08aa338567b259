/* rgetacc-waitall-load.c -- a load of an MPI_Rget_accumulate result before
   MPI_Waitall.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: a data race.  Rank 0 loads RES[0] after MPI_Rget_accumulate
   into RES and before the MPI_Waitall that completes it.  */
/* { dg-do run } */
/* { dg-shouldfail "data race" } */

#include <mpi.h>
#include <stdio.h>

int
main (int argc, char **argv)
{
  int rank, add[2] = { 1, 1 }, res[2] = { 0, 0 };
  int *mem;
  MPI_Request reqs[2];
  MPI_Win win;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Win_allocate (10 * sizeof (int), sizeof (int), MPI_INFO_NULL,
                    MPI_COMM_WORLD, &mem, &win);
  for (int i = 0; i < 10; i++)
    mem[i] = 100 * rank + i;
  MPI_Barrier (MPI_COMM_WORLD);

  MPI_Win_lock_all (0, win);
  if (rank == 0)
    {
      MPI_Rget_accumulate (&add[0], 1, MPI_INT, &res[0], 1, MPI_INT, 1, 0,
                           1, MPI_INT, MPI_SUM, win, &reqs[0]);
      MPI_Rget_accumulate (&add[1], 1, MPI_INT, &res[1], 1, MPI_INT, 1, 1,
                           1, MPI_INT, MPI_SUM, win, &reqs[1]);
      printf ("res[0] = %d\n", res[0]);
      MPI_Waitall (2, reqs, MPI_STATUSES_IGNORE);
    }
  MPI_Win_unlock_all (win);

  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}

/* { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" } */
/* { dg-output "  MPI_Rget_accumulate, result buffer write of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*rgetacc-waitall-load\\.c:34:\[0-9\]+\r?\n" } */
/* { dg-output "  Conflicting local load of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*rgetacc-waitall-load\\.c:38:\[0-9\]+\r?\n" } */
/* { dg-output "  Location is a local buffer of rank 0\\.\r?\n" } */
/* { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*rgetacc-waitall-load\\.c:34:\[0-9\]+ \\(MPI_Rget_accumulate, result buffer write\\) and \[^\r\n\]*rgetacc-waitall-load\\.c:38:\[0-9\]+ \\(local load\\)\r?\n" } */
