/* dup-with-info-ibarrier-put-load.c -- an MPI_Ibarrier on a communicator from
   MPI_Comm_dup_with_info orders only once it has
   completed.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: a data race.  Rank 1 loads the location before its MPI_Wait,
   when rank 0 may not even have started the barrier (the twin of
   dup-with-info-ibarrier-put-load-ok.c).  The communicator
   is new and no blocking collective runs on it: the barrier orders only
   if its constructor made the runtime's record of it.  */
/* { dg-do run } */
/* { dg-shouldfail "data race" } */

#include <mpi.h>
#include <stdio.h>

int
main (int argc, char **argv)
{
  int rank, buf = 1;
  int *mem;
  MPI_Win win;
  MPI_Request req;
  MPI_Comm c;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Win_allocate (10 * sizeof (int), sizeof (int), MPI_INFO_NULL,
                    MPI_COMM_WORLD, &mem, &win);
  for (int i = 0; i < 10; i++)
    mem[i] = 100 * rank + i;
  MPI_Barrier (MPI_COMM_WORLD);
  MPI_Comm_dup_with_info (MPI_COMM_WORLD, MPI_INFO_NULL, &c);

  MPI_Win_lock_all (0, win);
  if (rank == 0)
    {
      MPI_Put (&buf, 1, MPI_INT, 1, 0, 1, MPI_INT, win);
      MPI_Win_flush (1, win);
    }
  MPI_Ibarrier (c, &req);
  if (rank == 1)
    printf ("mem[0] = %d\n", mem[0]);
  MPI_Wait (&req, MPI_STATUS_IGNORE);
  MPI_Win_unlock_all (win);

  MPI_Comm_free (&c);
  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}

/* { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" } */
/* { dg-output "  MPI_Put, remote write of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*dup-with-info-ibarrier-put-load\\.c:40:\[0-9\]+\r?\n" } */
/* { dg-output "  Conflicting local load of size 4 at 0x\[0-9a-f\]+ by rank 1:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*dup-with-info-ibarrier-put-load\\.c:45:\[0-9\]+\r?\n" } */
/* { dg-output "  Location is window \[0-9\]+ of rank 1, offset \\\[0, 4\\) of 40 bytes\\.\r?\n" } */
/* { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*dup-with-info-ibarrier-put-load\\.c:40:\[0-9\]+ \\(MPI_Put, remote write from rank 0\\) and \[^\r\n\]*dup-with-info-ibarrier-put-load\\.c:45:\[0-9\]+ \\(local load\\)\r?\n" } */
