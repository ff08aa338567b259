/* shared-load-store.c -- a load from a peer's shared segment, no
   synchronization.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: a data race.  Rank 1 stores to its own segment of a
   shared-memory window and rank 0 loads the same int through the pointer
   MPI_Win_shared_query gave it; no synchronization orders the two.  */
/* { dg-do run } */
/* { dg-shouldfail "data race" } */

#include <mpi.h>
#include <stdio.h>

int
main (int argc, char **argv)
{
  int rank, disp_unit;
  int *mem, *peer;
  MPI_Aint size;
  MPI_Win win;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Win_allocate_shared (10 * sizeof (int), sizeof (int), MPI_INFO_NULL,
                           MPI_COMM_WORLD, &mem, &win);
  for (int i = 0; i < 10; i++)
    mem[i] = 100 * rank + i;
  MPI_Barrier (MPI_COMM_WORLD);

  MPI_Win_shared_query (win, 1, &size, &disp_unit, &peer);
  MPI_Win_lock_all (MPI_MODE_NOCHECK, win);
  if (rank == 1)
    mem[0] = 7;
  if (rank == 0)
    printf ("peer[0] = %d\n", peer[0]);
  MPI_Win_unlock_all (win);

  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}

/* { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" } */
/* { dg-output "  local load of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*shared-load-store\\.c:37:\[0-9\]+\r?\n" } */
/* { dg-output "  Conflicting local store of size 4 at 0x\[0-9a-f\]+ by rank 1:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*shared-load-store\\.c:35:\[0-9\]+\r?\n" } */
/* { dg-output "  Location is window \[0-9\]+ of rank 1\[^\r\n\]*\r?\n" } */
/* { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*shared-load-store\\.c:37:\[0-9\]+ \\(local load by rank 0\\) and \[^\r\n\]*shared-load-store\\.c:35:\[0-9\]+ \\(local store\\)\r?\n" } */
