/* iscan-put-load.c -- MPI_Iscan orders the lower ranks only.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: a data race.  Rank 2 puts to rank 0 and flushes before it
   starts an MPI_Iscan; rank 0 loads the location after MPI_Wait
   completed the scan.  A prefix reduction orders only the past of the
   lower ranks before a rank's future, and rank 0's result does not
   depend on rank 2's data.  */
/* { dg-do run } */
/* { dg-rmarace-np 3 } */
/* { dg-shouldfail "data race" } */

#include <mpi.h>
#include <stdio.h>

int
main (int argc, char **argv)
{
  int rank, buf = 1, sum = 0;
  int *mem;
  MPI_Win win;
  MPI_Request req;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Win_allocate (10 * sizeof (int), sizeof (int), MPI_INFO_NULL,
                    MPI_COMM_WORLD, &mem, &win);
  for (int i = 0; i < 10; i++)
    mem[i] = 100 * rank + i;
  MPI_Barrier (MPI_COMM_WORLD);

  MPI_Win_lock_all (0, win);
  if (rank == 2)
    {
      MPI_Put (&buf, 1, MPI_INT, 0, 0, 1, MPI_INT, win);
      MPI_Win_flush (0, win);
    }
  MPI_Iscan (&rank, &sum, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD, &req);
  MPI_Wait (&req, MPI_STATUS_IGNORE);
  if (rank == 0)
    printf ("mem[0] = %d\n", mem[0]);
  MPI_Win_unlock_all (win);

  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}

/* { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" } */
/* { dg-output "  MPI_Put, remote write of size 4 at 0x\[0-9a-f\]+ by rank 2:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*iscan-put-load\\.c:37:\[0-9\]+\r?\n" } */
/* { dg-output "  Conflicting local load of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*iscan-put-load\\.c:43:\[0-9\]+\r?\n" } */
/* { dg-output "  Location is window \[0-9\]+ of rank 0, offset \\\[0, 4\\) of 40 bytes\\.\r?\n" } */
/* { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*iscan-put-load\\.c:37:\[0-9\]+ \\(MPI_Put, remote write from rank 2\\) and \[^\r\n\]*iscan-put-load\\.c:43:\[0-9\]+ \\(local load\\)\r?\n" } */
