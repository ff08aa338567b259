/* rget-open-many-store.c -- a window element read by an MPI_Rget left
   open while hundreds of others from the same origin complete, stored
   to by its owner before the open one's wait.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: a data race.  Rank 1 starts an MPI_Rget of rank 0's MEM[3]
   and leaves it open, then makes 300 more of MEM[1], each waited for:
   at rank 0 their completions arrive while the first batch is still
   open, in the middle of the completed ones, so that trimming the
   complete batches (incoming.c) walks past it.  Rank 1 waits for the
   first only after the barrier after which rank 0 stores to MEM[3].  */
/* { dg-do run } */
/* { dg-shouldfail "data race" } */

#include <mpi.h>
#include <stdio.h>

int
main (int argc, char **argv)
{
  int rank, a = 0, b = 0;
  long sum = 0;
  int *mem;
  MPI_Win win;
  MPI_Request ra, rb;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Win_allocate (4 * sizeof (int), sizeof (int), MPI_INFO_NULL,
                    MPI_COMM_WORLD, &mem, &win);
  mem[0] = mem[1] = mem[2] = mem[3] = 1;
  MPI_Barrier (MPI_COMM_WORLD);
  MPI_Win_lock_all (0, win);
  if (rank == 1)
    {
      MPI_Rget (&a, 1, MPI_INT, 0, 3, 1, MPI_INT, win, &ra);
      for (int i = 0; i < 300; i++)
        {
          MPI_Rget (&b, 1, MPI_INT, 0, 1, 1, MPI_INT, win, &rb);
          MPI_Wait (&rb, MPI_STATUS_IGNORE);
          sum += b;
        }
    }
  MPI_Barrier (MPI_COMM_WORLD);
  if (rank == 0)
    mem[3] = 7;
  else
    {
      MPI_Wait (&ra, MPI_STATUS_IGNORE);
      printf ("%ld %d\n", sum, a);
    }
  MPI_Win_unlock_all (win);

  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}

/* { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" } */
/* { dg-output "  MPI_Rget, remote read of size 4 at 0x\[0-9a-f\]+ by rank 1:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*rget-open-many-store\\.c:38:\[0-9\]+\r?\n" } */
/* { dg-output "  Conflicting local store of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*rget-open-many-store\\.c:48:\[0-9\]+\r?\n" } */
/* { dg-output "  Location is window 1 of rank 0, offset \\\[12, 16\\) of 16 bytes\\.\r?\n" } */
/* { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*rget-open-many-store\\.c:38:\[0-9\]+ \\(MPI_Rget, remote read from rank 1\\) and \[^\r\n\]*rget-open-many-store\\.c:48:\[0-9\]+ \\(local store\\)\r?\n" } */
