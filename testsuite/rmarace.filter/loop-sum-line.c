/* loop-sum-line.c -- a loop sums into window memory: report the sum's line.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: a data race, reported at line 38 (issue 12).  Rank 0 puts
   into TOTAL, rank 1's window, and enters a barrier before it flushes;
   rank 1 then adds V into TOTAL in a loop.  At -O1 and above GCC keeps
   TOTAL in a register: one load before the loop and one store after it,
   statements without a source location, which must still be reported at
   the line of the sum, not at the function's first line.  */
/* { dg-do run } */
/* { dg-shouldfail "data race" } */

#include <mpi.h>

double total;

int
main (int argc, char **argv)
{
  int rank;
  double one = 1.0, v[16];
  MPI_Win win;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Win_create (&total, sizeof total, 1, MPI_INFO_NULL, MPI_COMM_WORLD,
		  &win);
  for (int i = 0; i < 16; i++)
    v[i] = i * rank;
  MPI_Win_lock_all (0, win);
  if (rank == 0)
    MPI_Put (&one, 1, MPI_DOUBLE, 1, 0, 1, MPI_DOUBLE, win);
  MPI_Barrier (MPI_COMM_WORLD);
  if (rank == 1)
    for (int i = 0; i < argc + 15; i++)
      total += v[i];
  if (rank == 0)
    MPI_Win_flush (1, win);
  MPI_Win_unlock_all (win);

  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}

/* { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" } */
/* { dg-output "  MPI_Put, remote write of size 8 at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*loop-sum-line\\.c:34:\[0-9\]+\r?\n" } */
/* { dg-output "  Conflicting local (load|store) of size 8 at 0x\[0-9a-f\]+ by rank 1:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*loop-sum-line\\.c:38:\[0-9\]+\r?\n" } */
