/* resized-put-put.c -- a Put into an int that a resized datatype's Put writes.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: a data race.  Rank 0 puts three ints with MPI_INT resized to
   an extent of two ints: ints 0, 2 and 4 of rank 1's window.  Rank 2 puts
   int 4 in the same fence epoch.  */
/* { dg-do run } */
/* { dg-rmarace-np 3 } */
/* { dg-shouldfail "data race" } */

#include <mpi.h>
#include <stdio.h>

int
main (int argc, char **argv)
{
  int rank, buf[3] = { 1, 2, 3 }, one = 9;
  int *mem;
  MPI_Datatype every2;
  MPI_Win win;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Win_allocate (10 * sizeof (int), sizeof (int), MPI_INFO_NULL,
                    MPI_COMM_WORLD, &mem, &win);
  for (int i = 0; i < 10; i++)
    mem[i] = 100 * rank + i;
  MPI_Barrier (MPI_COMM_WORLD);

  MPI_Aint disp2 = 4;
  MPI_Type_create_resized (MPI_INT, 0, 2 * sizeof (int), &every2);
  MPI_Type_commit (&every2);

  MPI_Win_fence (0, win);
  if (rank == 0)
    MPI_Put (buf, 3, MPI_INT, 1, 0, 3, every2, win);
  if (rank == 2)
    MPI_Put (&one, 1, MPI_INT, 1, disp2, 1, MPI_INT, win);
  MPI_Win_fence (0, win);

  MPI_Type_free (&every2);

  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}

/* { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" } */
/* { dg-output "  MPI_Put, remote write of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*resized-put-put\\.c:38:\[0-9\]+\r?\n" } */
/* { dg-output "  Conflicting MPI_Put, remote write of size 4 at 0x\[0-9a-f\]+ by rank 2:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*resized-put-put\\.c:40:\[0-9\]+\r?\n" } */
/* { dg-output "  Location is window \[0-9\]+ of rank 1, offset \\\[16, 20\\) of 40 bytes\\.\r?\n" } */
/* { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*resized-put-put\\.c:38:\[0-9\]+ \\(MPI_Put, remote write from rank 0\\) and \[^\r\n\]*resized-put-put\\.c:40:\[0-9\]+ \\(MPI_Put, remote write from rank 2\\)\r?\n" } */
