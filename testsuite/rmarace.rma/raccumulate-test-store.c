/* raccumulate-test-store.c -- a store to an MPI_Raccumulate buffer before
   MPI_Test succeeds.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: a data race.  Rank 0 stores to BUF[3] after MPI_Raccumulate
   from BUF and before the MPI_Test loop has seen the request complete.  */
/* { dg-do run } */
/* { dg-shouldfail "data race" } */

#include <mpi.h>
#include <stdio.h>

int
main (int argc, char **argv)
{
  int rank, flag = 0, buf[4] = { 1, 2, 3, 4 };
  int *mem;
  MPI_Request req;
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
      MPI_Raccumulate (buf, 4, MPI_INT, 1, 0, 4, MPI_INT, MPI_SUM, win,
                       &req);
      buf[3] = 0;
      while (!flag)
        MPI_Test (&req, &flag, MPI_STATUS_IGNORE);
      MPI_Win_flush (1, win);
    }
  MPI_Win_unlock_all (win);

  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}

/* { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" } */
/* { dg-output "  MPI_Raccumulate, origin buffer read of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*raccumulate-test-store\\.c:34:\[0-9\]+\r?\n" } */
/* { dg-output "  Conflicting local store of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*raccumulate-test-store\\.c:36:\[0-9\]+\r?\n" } */
/* { dg-output "  Location is a local buffer of rank 0\\.\r?\n" } */
/* { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*raccumulate-test-store\\.c:34:\[0-9\]+ \\(MPI_Raccumulate, origin buffer read\\) and \[^\r\n\]*raccumulate-test-store\\.c:36:\[0-9\]+ \\(local store\\)\r?\n" } */
