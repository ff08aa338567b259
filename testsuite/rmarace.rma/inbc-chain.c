/* inbc-chain.c -- MPI_Igatherv orders the members before the root, not the
   root before the members.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: a data race.  The twin of inbc-chain-ok.c, but for its
   fourth step: rank 2, the root of the MPI_Igatherv, puts to MEM[4] of
   rank 1, which loads it after MPI_Waitsome completed the gather.  A
   gather orders the members' past before the root's future only, so the
   load races with the Put.  */
/* { dg-do run } */
/* { dg-rmarace-np 3 } */
/* { dg-shouldfail "data race" } */

#include <mpi.h>
#include <stdio.h>

static int rank, *mem;
static MPI_Win win;

/* Rank FROM puts to MEM[K] of rank TO and flushes.  */
static void
put (int from, int to, int k)
{
  static int buf = 1;
  if (rank == from)
    {
      MPI_Put (&buf, 1, MPI_INT, to, k, 1, MPI_INT, win);
      MPI_Win_flush (to, win);
    }
}

/* Rank TO loads MEM[K].  */
static void
load (int to, int k)
{
  if (rank == to)
    printf ("mem[%d] = %d\n", k, mem[k]);
}

int
main (int argc, char **argv)
{
  int all[6] = { 1, 2, 3, 4, 5, 6 }, part[6] = { 0 }, x = 0;
  int counts[3] = { 1, 2, 3 }, displs[3] = { 0, 1, 3 }, ones[3] = { 1, 1, 1 };
  int flag, index, indices[2], out;
  MPI_Request req[2] = { MPI_REQUEST_NULL, MPI_REQUEST_NULL };

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Win_allocate (10 * sizeof (int), sizeof (int), MPI_INFO_NULL,
                    MPI_COMM_WORLD, &mem, &win);
  for (int i = 0; i < 10; i++)
    mem[i] = 100 * rank + i;
  MPI_Barrier (MPI_COMM_WORLD);
  MPI_Win_lock_all (0, win);

  put (2, 0, 1);
  MPI_Iscatter (all, 1, MPI_INT, &x, 1, MPI_INT, 2, MPI_COMM_WORLD, &req[0]);
  flag = 0;
  while (!flag)
    MPI_Test (&req[0], &flag, MPI_STATUS_IGNORE);
  load (0, 1);

  put (1, 2, 2);
  MPI_Iscatterv (all, counts, displs, MPI_INT, part, counts[rank], MPI_INT, 1,
                 MPI_COMM_WORLD, &req[0]);
  MPI_Waitall (2, req, MPI_STATUSES_IGNORE);
  load (2, 2);

  put (2, 0, 3);
  MPI_Igather (&rank, 1, MPI_INT, part, 1, MPI_INT, 0, MPI_COMM_WORLD,
               &req[1]);
  MPI_Waitany (2, req, &index, MPI_STATUS_IGNORE);
  load (0, 3);

  put (2, 1, 4);
  MPI_Igatherv (all, counts[rank], MPI_INT, part, counts, displs, MPI_INT, 2,
                MPI_COMM_WORLD, &req[0]);
  MPI_Waitsome (2, req, &out, indices, MPI_STATUSES_IGNORE);
  load (1, 4);

  put (0, 1, 5);
  MPI_Iexscan (&rank, &x, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD, &req[1]);
  flag = 0;
  while (!flag)
    MPI_Testall (2, req, &flag, MPI_STATUSES_IGNORE);
  load (1, 5);

  put (2, 1, 6);
  MPI_Iallgatherv (&rank, 1, MPI_INT, part, ones, displs, MPI_INT,
                   MPI_COMM_WORLD, &req[0]);
  flag = 0;
  while (!flag)
    MPI_Testany (2, req, &index, &flag, MPI_STATUS_IGNORE);
  load (1, 6);

  put (0, 2, 7);
  MPI_Ireduce_scatter (all, &x, ones, MPI_INT, MPI_SUM, MPI_COMM_WORLD,
                       &req[1]);
  out = 0;
  while (out == 0)
    MPI_Testsome (2, req, &out, indices, MPI_STATUSES_IGNORE);
  load (2, 7);

  put (1, 0, 8);
  MPI_Ireduce_scatter_block (all, &x, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD,
                             &req[0]);
  MPI_Wait (&req[0], MPI_STATUS_IGNORE);
  load (0, 8);

  MPI_Win_unlock_all (win);
  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}

/* { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" } */
/* { dg-output "  MPI_Put, remote write of size 4 at 0x\[0-9a-f\]+ by rank 2:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*inbc-chain\\.c:29:\[0-9\]+\r?\n" } */
/* { dg-output "  Conflicting local load of size 4 at 0x\[0-9a-f\]+ by rank 1:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*inbc-chain\\.c:39:\[0-9\]+\r?\n" } */
/* { dg-output "  Location is window \[0-9\]+ of rank 1, offset \\\[16, 20\\) of 40 bytes\\.\r?\n" } */
/* { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*inbc-chain\\.c:29:\[0-9\]+ \\(MPI_Put, remote write from rank 2\\) and \[^\r\n\]*inbc-chain\\.c:39:\[0-9\]+ \\(local load\\)\r?\n" } */
