/* getacc-noop.c -- MPI_Get_accumulate with MPI_NO_OP against a Put.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: a data race.  Rank 2 reads int 0 of rank 1 with
   MPI_Get_accumulate and MPI_NO_OP while rank 0 puts to it in the same
   fence epoch: MPI_Put is not an accumulate and is not atomic with respect
   to it.  */
/* { dg-do run } */
/* { dg-rmarace-np 3 } */
/* { dg-shouldfail "data race" } */

#include <mpi.h>
#include <stdio.h>

int
main (int argc, char **argv)
{
  int rank, val = 5, res = 0;
  int *mem;
  MPI_Win win;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Win_allocate (10 * sizeof (int), sizeof (int), MPI_INFO_NULL,
                    MPI_COMM_WORLD, &mem, &win);
  for (int i = 0; i < 10; i++)
    mem[i] = 100 * rank + i;
  MPI_Barrier (MPI_COMM_WORLD);

  MPI_Win_fence (0, win);
  if (rank == 0)
    MPI_Put (&val, 1, MPI_INT, 1, 0, 1, MPI_INT, win);
  if (rank == 2)
    MPI_Get_accumulate (NULL, 0, MPI_INT, &res, 1, MPI_INT, 1, 0, 1, MPI_INT,
                        MPI_NO_OP, win);
  MPI_Win_fence (0, win);

  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}

/* { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" } */
/* { dg-output "  MPI_Put, remote write of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*getacc-noop\\.c:34:\[0-9\]+\r?\n" } */
/* { dg-output "  Conflicting MPI_Get_accumulate, remote read of size 4 at 0x\[0-9a-f\]+ by rank 2:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*getacc-noop\\.c:36:\[0-9\]+\r?\n" } */
/* { dg-output "  Location is window \[0-9\]+ of rank 1, offset \\\[0, 4\\) of 40 bytes\\.\r?\n" } */
/* { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*getacc-noop\\.c:34:\[0-9\]+ \\(MPI_Put, remote write from rank 0\\) and \[^\r\n\]*getacc-noop\\.c:36:\[0-9\]+ \\(MPI_Get_accumulate, remote read from rank 2\\)\r?\n" } */
