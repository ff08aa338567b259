/* repeat-put-rows-origin.c -- a strided Put repeated from the same rows
   of window memory, and another process's Put into those rows.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or
   later; see the file COPYING.

   Expected: a data race.  In one lock_all epoch rank 0 puts 4 rows of
   4 ints of its own window (the origin buffer, as armci-mpi's buffers
   are) to the same rows of rank 1, 4 times, each flushed.  After the
   third, it tells rank 1, which then puts into row 1 of rank 0 and
   flushes; rank 0 does not wait for it before its fourth Put, whose
   origin buffer read races with rank 1's write.  (The runtime keeps
   rank 0's repeated reads of one row as one record, a run.)  */
/* { dg-do run } */
/* { dg-shouldfail "data race" } */

#include <mpi.h>
#include <stdio.h>

int
main (int argc, char **argv)
{
  int rank, tok = 0, src[4] = { 1, 2, 3, 4 };
  int *mem;
  MPI_Datatype rows;
  MPI_Win win;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Win_allocate (32 * sizeof (int), sizeof (int), MPI_INFO_NULL,
                    MPI_COMM_WORLD, &mem, &win);
  for (int i = 0; i < 32; i++)
    mem[i] = 100 * rank + i;
  MPI_Type_vector (4, 4, 8, MPI_INT, &rows);
  MPI_Type_commit (&rows);
  MPI_Barrier (MPI_COMM_WORLD);

  MPI_Win_lock_all (0, win);
  if (rank == 0)
    for (int k = 0; k < 4; k++)
      {
        MPI_Put (mem, 1, rows, 1, 0, 1, rows, win);
        MPI_Win_flush (1, win);
        if (k == 2)
          MPI_Send (&tok, 1, MPI_INT, 1, 0, MPI_COMM_WORLD);
      }
  if (rank == 1)
    {
      MPI_Recv (&tok, 1, MPI_INT, 0, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
      MPI_Put (src, 4, MPI_INT, 0, 8, 4, MPI_INT, win);
      MPI_Win_flush (0, win);
    }
  MPI_Win_unlock_all (win);
  MPI_Barrier (MPI_COMM_WORLD);

  MPI_Type_free (&rows);
  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}

/* { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" } */
/* { dg-output "  MPI_Put, remote write of size 16 at 0x\[0-9a-f\]+ by rank 1:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*repeat-put-rows-origin\\.c:50:\[0-9\]+\r?\n" } */
/* { dg-output "  Conflicting MPI_Put, origin buffer read of size 16 at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*repeat-put-rows-origin\\.c:42:\[0-9\]+\r?\n" } */
/* { dg-output "  Location is window \[0-9\]+ of rank 0, offset \\\[32, 48\\) of 128 bytes\\.\r?\n" } */
/* { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*repeat-put-rows-origin\\.c:50:\[0-9\]+ \\(MPI_Put, remote write from rank 1\\) and \[^\r\n\]*repeat-put-rows-origin\\.c:42:\[0-9\]+ \\(MPI_Put, origin buffer read\\)\r?\n" } */
