/* atomics-run-store.c -- the target stores to a counter in the middle
   of thousands of atomics on it.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: a data race.  In one lock_all epoch, rank 1 adds to int 0 of
   rank 0 6000 times with MPI_Fetch_and_op and MPI_SUM from one call
   site, flushing each, and tells rank 0 after the 3000th; rank 0 then
   stores to the int.  The store is ordered after the first 3000 atomics
   and unordered with the others.  The runtime keeps the atomics as one
   record (a run) whose members' issues it keeps as values, not events:
   the store must still be reported against the later members.  */
/* { dg-do run } */
/* { dg-shouldfail "data race" } */

#include <mpi.h>

int
main (int argc, char **argv)
{
  int rank, one = 1, res, tok = 0;
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
    for (int i = 0; i < 6000; i++)
      {
        MPI_Fetch_and_op (&one, &res, MPI_INT, 0, 0, MPI_SUM, win);
        MPI_Win_flush (0, win);
        if (i == 2999)
          MPI_Send (&tok, 1, MPI_INT, 0, 0, MPI_COMM_WORLD);
      }
  if (rank == 0)
    {
      MPI_Recv (&tok, 1, MPI_INT, 1, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
      mem[0] = 7;
    }
  MPI_Win_unlock_all (win);

  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}

/* { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" } */
/* { dg-output "  MPI_Fetch_and_op, remote update of size 4 at 0x\[0-9a-f\]+ by rank 1:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*atomics-run-store\\.c:36:\[0-9\]+\r?\n" } */
/* { dg-output "  Conflicting local store of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*atomics-run-store\\.c:44:\[0-9\]+\r?\n" } */
/* { dg-output "  Location is window 1 of rank 0, offset \\\[0, 4\\) of 16 bytes\\.\r?\n" } */
/* { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*atomics-run-store\\.c:36:\[0-9\]+ \\(MPI_Fetch_and_op, remote update from rank 1\\) and \[^\r\n\]*atomics-run-store\\.c:44:\[0-9\]+ \\(local store\\)\r?\n" } */
