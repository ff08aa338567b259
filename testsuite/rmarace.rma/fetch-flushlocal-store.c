/* fetch-flushlocal-store.c -- a process fetches from its own window and
   stores there before the fetch is complete.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: a data race.  Rank 0 reads int 0 of its own window with
   MPI_Fetch_and_op and MPI_NO_OP (as an OpenSHMEM library's wait_until
   does), then stores to it before any flush: the read may still be
   going on.  */
/* { dg-do run } */
/* { dg-shouldfail "data race" } */

#include <mpi.h>
#include <stdio.h>

int
main (int argc, char **argv)
{
  int rank, res = 0;
  int *mem;
  MPI_Win win;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Win_allocate (4 * sizeof (int), sizeof (int), MPI_INFO_NULL,
                    MPI_COMM_WORLD, &mem, &win);
  MPI_Win_lock_all (0, win);
  if (rank == 0)
    {
      MPI_Fetch_and_op (NULL, &res, MPI_INT, 0, 0, MPI_NO_OP, win);
      mem[0] = 7;
      MPI_Win_flush_local (0, win);
      printf ("res = %d\n", res);
    }
  MPI_Win_unlock_all (win);

  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}

/* { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" } */
/* { dg-output "  MPI_Fetch_and_op, remote read of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*fetch-flushlocal-store\\.c:31:\[0-9\]+\r?\n" } */
/* { dg-output "  Conflicting local store of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*fetch-flushlocal-store\\.c:32:\[0-9\]+\r?\n" } */
/* { dg-output "  Location is window 1 of rank 0, offset \\\[0, 4\\) of 16 bytes\\.\r?\n" } */
/* { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*fetch-flushlocal-store\\.c:31:\[0-9\]+ \\(MPI_Fetch_and_op, remote read from rank 0\\) and \[^\r\n\]*fetch-flushlocal-store\\.c:32:\[0-9\]+ \\(local store\\)\r?\n" } */
