/* ibcast-reverse-put-load.c -- each MPI_Ibcast orders what came before
   its own start.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: a data race.  Rank 0 starts a first MPI_Ibcast, then puts to
   rank 1 and flushes, then starts a second one, both rooted at itself.
   Rank 1 completes the first broadcast, loads the location, and only
   then completes the second: the first broadcast does not order the
   Put.  */
/* { dg-do run } */
/* { dg-shouldfail "data race" } */

#include <mpi.h>
#include <stdio.h>

int
main (int argc, char **argv)
{
  int rank, buf = 1, first = 0, second = 0;
  int *mem;
  MPI_Win win;
  MPI_Request req[2];

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Win_allocate (10 * sizeof (int), sizeof (int), MPI_INFO_NULL,
                    MPI_COMM_WORLD, &mem, &win);
  for (int i = 0; i < 10; i++)
    mem[i] = 100 * rank + i;
  MPI_Barrier (MPI_COMM_WORLD);

  MPI_Win_lock_all (0, win);
  MPI_Ibcast (&first, 1, MPI_INT, 0, MPI_COMM_WORLD, &req[0]);
  if (rank == 0)
    {
      MPI_Put (&buf, 1, MPI_INT, 1, 0, 1, MPI_INT, win);
      MPI_Win_flush (1, win);
    }
  MPI_Ibcast (&second, 1, MPI_INT, 0, MPI_COMM_WORLD, &req[1]);
  MPI_Wait (&req[0], MPI_STATUS_IGNORE);
  if (rank == 1)
    printf ("mem[0] = %d\n", mem[0]);
  MPI_Wait (&req[1], MPI_STATUS_IGNORE);
  MPI_Win_unlock_all (win);

  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}

/* { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" } */
/* { dg-output "  MPI_Put, remote write of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*ibcast-reverse-put-load\\.c:38:\[0-9\]+\r?\n" } */
/* { dg-output "  Conflicting local load of size 4 at 0x\[0-9a-f\]+ by rank 1:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*ibcast-reverse-put-load\\.c:44:\[0-9\]+\r?\n" } */
/* { dg-output "  Location is window \[0-9\]+ of rank 1, offset \\\[0, 4\\) of 40 bytes\\.\r?\n" } */
/* { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*ibcast-reverse-put-load\\.c:38:\[0-9\]+ \\(MPI_Put, remote write from rank 0\\) and \[^\r\n\]*ibcast-reverse-put-load\\.c:44:\[0-9\]+ \\(local load\\)\r?\n" } */
