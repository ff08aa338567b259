/* repeat-put-rows-load.c -- a strided Put repeated to the same rows,
   each flushed, and a load of them at the target.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or
   later; see the file COPYING.

   Expected: a data race.  In one lock_all epoch rank 0 puts 4 rows
   of 4 ints to the same rows of rank 1, 4 times, reusing its origin
   buffer after MPI_Win_flush_local and completing each Put with
   MPI_Win_flush; rank 1 loads row 1 before the barrier that would
   order the Puts before it.  */
/* { dg-do run } */
/* { dg-shouldfail "data race" } */

#include <mpi.h>
#include <stdio.h>

int
main (int argc, char **argv)
{
  int rank, buf[32];
  int *mem;
  MPI_Datatype rows;
  MPI_Win win;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Win_allocate (32 * sizeof (int), sizeof (int), MPI_INFO_NULL,
                    MPI_COMM_WORLD, &mem, &win);
  for (int i = 0; i < 32; i++)
    mem[i] = buf[i] = 100 * rank + i;
  MPI_Type_vector (4, 4, 8, MPI_INT, &rows);
  MPI_Type_commit (&rows);
  MPI_Barrier (MPI_COMM_WORLD);

  MPI_Win_lock_all (0, win);
  if (rank == 0)
    for (int k = 0; k < 4; k++)
      {
        MPI_Put (buf, 1, rows, 1, 0, 1, rows, win);
        MPI_Win_flush_local (1, win);
        for (int i = 0; i < 32; i++)
          buf[i] += 1000;
        MPI_Win_flush (1, win);
      }
  if (rank == 1)
    printf ("row 1: %d\n", mem[8]);
  MPI_Win_unlock_all (win);
  MPI_Barrier (MPI_COMM_WORLD);

  MPI_Type_free (&rows);
  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}

/* { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" } */
/* { dg-output "  MPI_Put, remote write of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*repeat-put-rows-load\\.c:40:\[0-9\]+\r?\n" } */
/* { dg-output "  Conflicting local load of size 4 at 0x\[0-9a-f\]+ by rank 1:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*repeat-put-rows-load\\.c:47:\[0-9\]+\r?\n" } */
/* { dg-output "  Location is window \[0-9\]+ of rank 1, offset \\\[32, 36\\) of 128 bytes\\.\r?\n" } */
/* { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*repeat-put-rows-load\\.c:40:\[0-9\]+ \\(MPI_Put, remote write from rank 0\\) and \[^\r\n\]*repeat-put-rows-load\\.c:47:\[0-9\]+ \\(local load\\)\r?\n" } */
