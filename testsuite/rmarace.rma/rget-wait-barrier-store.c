/* rget-wait-barrier-store.c -- a target stores where an MPI_Rget whose
   request has not completed reads.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: a data race.  The twin of rget-wait-barrier-store-ok.c: rank
   0 waits for its MPI_Rget's request only after the barrier, so when
   rank 1 stores to the int after the barrier the Rget may still be
   reading it.  */
/* { dg-do run } */
/* { dg-shouldfail "data race" } */

#include <mpi.h>
#include <stdio.h>

int
main (int argc, char **argv)
{
  int rank, res = 0;
  int *mem;
  MPI_Request req = MPI_REQUEST_NULL;
  MPI_Win win;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Win_allocate (4 * sizeof (int), sizeof (int), MPI_INFO_NULL,
                    MPI_COMM_WORLD, &mem, &win);
  mem[0] = 5;
  MPI_Barrier (MPI_COMM_WORLD);
  MPI_Win_lock_all (0, win);
  if (rank == 0)
    {
      MPI_Rget (&res, 1, MPI_INT, 1, 0, 1, MPI_INT, win, &req);
    }
  MPI_Barrier (MPI_COMM_WORLD);
  MPI_Wait (&req, MPI_STATUS_IGNORE);
  if (rank == 1)
    mem[0] = 7;
  MPI_Win_unlock_all (win);
  if (rank == 0)
    printf ("res = %d\n", res);

  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}

/* { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" } */
/* { dg-output "  MPI_Rget, remote read of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*rget-wait-barrier-store\\.c:34:\[0-9\]+\r?\n" } */
/* { dg-output "  Conflicting local store of size 4 at 0x\[0-9a-f\]+ by rank 1:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*rget-wait-barrier-store\\.c:39:\[0-9\]+\r?\n" } */
/* { dg-output "  Location is window 1 of rank 1, offset \\\[0, 4\\) of 16 bytes\\.\r?\n" } */
/* { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*rget-wait-barrier-store\\.c:34:\[0-9\]+ \\(MPI_Rget, remote read from rank 0\\) and \[^\r\n\]*rget-wait-barrier-store\\.c:39:\[0-9\]+ \\(local store\\)\r?\n" } */
