/* twowin-same-mem.c -- two windows over one array; a Put through one, a store
   in the other's epoch.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: a data race.  WINA and WINB both expose MEM.  Rank 0 puts to
   MEM[0] of rank 1 through WINA; rank 1 stores to MEM[0] after a fence of
   WINB, which does not complete operations on WINA: the Put is complete
   only at the next fence of WINA.  */
/* { dg-do run } */
/* { dg-shouldfail "data race" } */

#include <mpi.h>
#include <stdio.h>

int
main (int argc, char **argv)
{
  int rank, buf = 1;
  int mem[10];
  MPI_Win wina, winb;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  for (int i = 0; i < 10; i++)
    mem[i] = 100 * rank + i;
  MPI_Barrier (MPI_COMM_WORLD);

  MPI_Win_create (mem, sizeof mem, sizeof (int), MPI_INFO_NULL,
                  MPI_COMM_WORLD, &wina);
  MPI_Win_create (mem, sizeof mem, sizeof (int), MPI_INFO_NULL,
                  MPI_COMM_WORLD, &winb);
  MPI_Win_fence (0, wina);
  MPI_Win_fence (0, winb);
  if (rank == 0)
    MPI_Put (&buf, 1, MPI_INT, 1, 0, 1, MPI_INT, wina);
  MPI_Win_fence (0, winb);
  if (rank == 1)
    mem[0] = 7;
  MPI_Win_fence (0, wina);

  MPI_Win_free (&winb);
  MPI_Win_free (&wina);

  MPI_Finalize ();
  return 0;
}

/* { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" } */
/* { dg-output "  MPI_Put, remote write of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*twowin-same-mem\\.c:37:\[0-9\]+\r?\n" } */
/* { dg-output "  Conflicting local store of size 4 at 0x\[0-9a-f\]+ by rank 1:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*twowin-same-mem\\.c:40:\[0-9\]+\r?\n" } */
/* { dg-output "  Location is window \[0-9\]+ of rank 1\[^\r\n\]*\r?\n" } */
/* { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*twowin-same-mem\\.c:37:\[0-9\]+ \\(MPI_Put, remote write from rank 0\\) and \[^\r\n\]*twowin-same-mem\\.c:40:\[0-9\]+ \\(local store\\)\r?\n" } */
