/* shared-own-store-load.c -- a process stores into a neighbour's
   shared segment and loads it back; the neighbour loads it unordered.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: a data race.  The twin of shared-own-store-load-ok.c: rank
   1 stores to int 3 of rank 0's segment and loads it back, which is
   fine, but rank 0 loads it with no synchronization in between.  */
/* { dg-do run } */
/* { dg-shouldfail "data race" } */

#include <mpi.h>
#include <stdio.h>

int
main (int argc, char **argv)
{
  int rank, disp_unit;
  int *mem, *b;
  MPI_Aint size;
  MPI_Win win;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Win_allocate_shared (10 * sizeof (int), sizeof (int), MPI_INFO_NULL,
                           MPI_COMM_WORLD, &mem, &win);
  MPI_Win_shared_query (win, 0, &size, &disp_unit, &b);
  MPI_Win_lock_all (MPI_MODE_NOCHECK, win);
  if (rank == 1)
    {
      b[3] = 7;
      printf ("b[3] = %d\n", b[3]);
    }
  if (rank == 0)
    printf ("b[3] = %d\n", b[3]);
  MPI_Win_sync (win);
  MPI_Barrier (MPI_COMM_WORLD);
  MPI_Win_unlock_all (win);

  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}

/* { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" } */
/* { dg-output "  local load of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*shared-own-store-load\\.c:36:\[0-9\]+\r?\n" } */
/* { dg-output "  Conflicting local store of size 4 at 0x\[0-9a-f\]+ by rank 1:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*shared-own-store-load\\.c:32:\[0-9\]+\r?\n" } */
/* { dg-output "  Location is window 1 of rank 0, offset \\\[12, 16\\) of 40 bytes\\.\r?\n" } */
/* { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*shared-own-store-load\\.c:36:\[0-9\]+ \\(local load\\) and \[^\r\n\]*shared-own-store-load\\.c:32:\[0-9\]+ \\(local store by rank 1\\)\r?\n" } */
