/* repeat-put-rows-targets.c -- one strided origin buffer put to two
   targets, one of them flushed, and another process's Put into it.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or
   later; see the file COPYING.

   Expected: a data race.  In one lock_all epoch rank 0 puts 4 rows of
   4 ints of its own window to the same rows of rank 1, then of rank 2,
   but completes only the Put to rank 2 (MPI_Win_flush (2)).  Then it
   tells rank 2, which puts into row 1 of rank 0: its write comes after
   the Put to rank 2 but races with the Put to rank 1, which may still
   read those bytes.  (The runtime keeps the
   repeated reads of a row as one record only while each one's
   completion comes after the one before: not the reads for rank 2
   after those for rank 1.)  */
/* { dg-do run } */
/* { dg-rmarace-np 3 } */
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
    {
      for (int t = 1; t <= 2; t++)
        MPI_Put (mem, 1, rows, t, 0, 1, rows, win);
      MPI_Win_flush (2, win);
      MPI_Send (&tok, 1, MPI_INT, 2, 0, MPI_COMM_WORLD);
      MPI_Recv (&tok, 1, MPI_INT, 2, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    }
  if (rank == 2)
    {
      MPI_Recv (&tok, 1, MPI_INT, 0, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
      MPI_Put (src, 4, MPI_INT, 0, 8, 4, MPI_INT, win);
      MPI_Win_flush (0, win);
      MPI_Send (&tok, 1, MPI_INT, 0, 0, MPI_COMM_WORLD);
    }
  MPI_Win_unlock_all (win);
  MPI_Barrier (MPI_COMM_WORLD);

  MPI_Type_free (&rows);
  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}

/* { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" } */
/* { dg-output "  MPI_Put, remote write of size 16 at 0x\[0-9a-f\]+ by rank 2:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*repeat-put-rows-targets\\.c:53:\[0-9\]+\r?\n" } */
/* { dg-output "  Conflicting MPI_Put, origin buffer read of size 16 at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*repeat-put-rows-targets\\.c:45:\[0-9\]+\r?\n" } */
/* { dg-output "  Location is window \[0-9\]+ of rank 0, offset \\\[32, 48\\) of 128 bytes\\.\r?\n" } */
/* { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*repeat-put-rows-targets\\.c:53:\[0-9\]+ \\(MPI_Put, remote write from rank 2\\) and \[^\r\n\]*repeat-put-rows-targets\\.c:45:\[0-9\]+ \\(MPI_Put, origin buffer read\\)\r?\n" } */
