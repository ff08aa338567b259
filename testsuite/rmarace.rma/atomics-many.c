/* atomics-many.c -- a different operation among thousands of atomics.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: a data race.  In one lock_all epoch, rank 1 adds to int 0 of
   rank 0 5000 times with MPI_Fetch_and_op and MPI_SUM, flushing each,
   while rank 2 updates it once with MPI_MAX, unordered with them.  The
   runtime keeps rank 1's atomics as one record; the MPI_MAX must still
   be reported against them.  */
/* { dg-do run } */
/* { dg-rmarace-np 3 } */
/* { dg-shouldfail "data race" } */

#include <mpi.h>

int
main (int argc, char **argv)
{
  int rank, one = 1, res;
  int *mem;
  MPI_Win win;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Win_allocate (4 * sizeof (int), sizeof (int), MPI_INFO_NULL,
                    MPI_COMM_WORLD, &mem, &win);
  mem[0] = 0;
  MPI_Barrier (MPI_COMM_WORLD);
  MPI_Win_lock_all (0, win);
  if (rank == 1)
    for (int i = 0; i < 5000; i++)
      {
        MPI_Fetch_and_op (&one, &res, MPI_INT, 0, 0, MPI_SUM, win);
        MPI_Win_flush (0, win);
      }
  if (rank == 2)
    MPI_Fetch_and_op (&one, &res, MPI_INT, 0, 0, MPI_MAX, win);
  MPI_Win_unlock_all (win);

  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}

/* { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" } */
/* { dg-output "  MPI_Fetch_and_op, remote update of size 4 at 0x\[0-9a-f\]+ by rank 1:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*atomics-many\\.c:34:\[0-9\]+\r?\n" } */
/* { dg-output "  Conflicting MPI_Fetch_and_op, remote update of size 4 at 0x\[0-9a-f\]+ by rank 2:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*atomics-many\\.c:38:\[0-9\]+\r?\n" } */
/* { dg-output "  Location is window 1 of rank 0, offset \\\[0, 4\\) of 16 bytes\\.\r?\n" } */
/* { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*atomics-many\\.c:34:\[0-9\]+ \\(MPI_Fetch_and_op, remote update from rank 1\\) and \[^\r\n\]*atomics-many\\.c:38:\[0-9\]+ \\(MPI_Fetch_and_op, remote update from rank 2\\)\r?\n" } */
