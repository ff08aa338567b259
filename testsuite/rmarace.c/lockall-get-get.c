/* lockall-get-get.c -- two MPI_Gets into overlapping buffers, lock_all.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: a data race.  Both Gets write BUF[1] with no flush between, so
   its final value is undefined.  */
/* { dg-do run } */
/* { dg-shouldfail "data race" } */

#include <mpi.h>

int
main (int argc, char **argv)
{
  int rank, buf[4] = { 1, 2, 3, 4 };
  int mem[10];
  MPI_Win win;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  for (int i = 0; i < 10; i++)
    mem[i] = 100 * rank + i;
  MPI_Win_create (mem, sizeof mem, sizeof (int), MPI_INFO_NULL,
		  MPI_COMM_WORLD, &win);
  MPI_Barrier (MPI_COMM_WORLD);

  if (rank == 0)
    {
      MPI_Win_lock_all (0, win);
      MPI_Get (buf, 2, MPI_INT, 1, 0, 2, MPI_INT, win);
      MPI_Get (buf + 1, 2, MPI_INT, 1, 4, 2, MPI_INT, win);
      MPI_Win_unlock_all (win);
    }

  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}

/* { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" } */
/* { dg-output "  MPI_Get, origin buffer write of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*lockall-get-get\\.c:31:\[0-9\]+\r?\n" } */
/* { dg-output "  Conflicting MPI_Get, origin buffer write of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*lockall-get-get\\.c:32:\[0-9\]+\r?\n" } */
/* { dg-output "  Location is a local buffer of rank 0\\.\r?\n" } */
/* { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*lockall-get-get\\.c:31:\[0-9\]+ \\(MPI_Get, origin buffer write\\) and \[^\r\n\]*lockall-get-get\\.c:32:\[0-9\]+ \\(MPI_Get, origin buffer write\\)\r?\n" } */
