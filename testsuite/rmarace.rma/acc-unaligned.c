/* acc-unaligned.c -- two MPI_INT accumulates one byte apart.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: a data race.  With disp_unit 1, rank 0 adds an int at byte 0
   of rank 1's window and rank 2 one at byte 1, in one fence epoch.
   Accumulates with the same basic datatype are atomic with each other
   element by element only: these two ints overlap unaligned.  */
/* { dg-do run } */
/* { dg-rmarace-np 3 } */
/* { dg-shouldfail "data race" } */

#include <mpi.h>

int
main (int argc, char **argv)
{
  int rank, one = 1;
  char *mem;
  MPI_Win win;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Win_allocate (16, 1, MPI_INFO_NULL, MPI_COMM_WORLD, &mem, &win);
  for (int i = 0; i < 16; i++)
    mem[i] = 0;
  MPI_Barrier (MPI_COMM_WORLD);

  MPI_Win_fence (0, win);
  if (rank == 0)
    MPI_Accumulate (&one, 1, MPI_INT, 1, 0, 1, MPI_INT, MPI_SUM, win);
  if (rank == 2)
    MPI_Accumulate (&one, 1, MPI_INT, 1, 1, 1, MPI_INT, MPI_SUM, win);
  MPI_Win_fence (0, win);

  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}

/* { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" } */
/* { dg-output "  MPI_Accumulate, remote update of size 3 at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*acc-unaligned\\.c:32:\[0-9\]+\r?\n" } */
/* { dg-output "  Conflicting MPI_Accumulate, remote update of size 3 at 0x\[0-9a-f\]+ by rank 2:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*acc-unaligned\\.c:34:\[0-9\]+\r?\n" } */
/* { dg-output "  Location is window 1 of rank 1, offset \\\[1, 4\\) of 16 bytes\\.\r?\n" } */
/* { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*acc-unaligned\\.c:32:\[0-9\]+ \\(MPI_Accumulate, remote update from rank 0\\) and \[^\r\n\]*acc-unaligned\\.c:34:\[0-9\]+ \\(MPI_Accumulate, remote update from rank 2\\)\r?\n" } */
