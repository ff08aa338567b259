/* shared-put-store.c -- a store into a shared window segment during a Put.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: a data race.  Rank 0 stores into rank 1's segment of a
   shared-memory window, at the address MPI_Win_shared_query gave it, in
   the fence epoch in which rank 2 puts to the same int: both access rank
   1's window memory and nothing orders them.  */
/* { dg-do run } */
/* { dg-rmarace-np 3 } */
/* { dg-shouldfail "data race" } */

#include <mpi.h>
#include <stdio.h>

int
main (int argc, char **argv)
{
  int rank, disp_unit, buf;
  int *mem, *peer;
  MPI_Aint size;
  MPI_Win win;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Win_allocate_shared (10 * sizeof (int), sizeof (int), MPI_INFO_NULL,
                           MPI_COMM_WORLD, &mem, &win);
  for (int i = 0; i < 10; i++)
    mem[i] = 100 * rank + i;

  MPI_Win_shared_query (win, 1, &size, &disp_unit, &peer);
  buf = rank;
  MPI_Win_fence (0, win);
  if (rank == 2)
    MPI_Put (&buf, 1, MPI_INT, 1, 0, 1, MPI_INT, win);
  if (rank == 0)
    peer[0] = 7;
  MPI_Win_fence (0, win);

  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}

/* { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" } */
/* { dg-output "  MPI_Put, remote write of size 4 at 0x\[0-9a-f\]+ by rank 2:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*shared-put-store\\.c:36:\[0-9\]+\r?\n" } */
/* { dg-output "  Conflicting local store of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*shared-put-store\\.c:38:\[0-9\]+\r?\n" } */
/* { dg-output "  Location is window \[0-9\]+ of rank 1\[^\r\n\]*\r?\n" } */
/* { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*shared-put-store\\.c:36:\[0-9\]+ \\(MPI_Put, remote write from rank 2\\) and \[^\r\n\]*shared-put-store\\.c:38:\[0-9\]+ \\(local store by rank 0\\)\r?\n" } */
