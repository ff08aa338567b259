/* early-exit.c -- a loop with an early exit over window memory.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: a data race.  Rank 0 puts into MEM[6] of rank 1 and enters a
   barrier before it flushes.  Rank 1 then clears MEM up to the sentinel -1,
   which it placed in MEM[8]: the loop reads MEM[6] and races with the
   Put.  */
/* { dg-do run } */
/* { dg-shouldfail "data race" } */

#include <mpi.h>

__attribute__ ((noinline)) static int
clear_to_sentinel (int *p, int n)
{
  int i;
  for (i = 0; i < n; i++)
    {
      if (p[i] == -1)
	break;
      p[i] = 0;
    }
  return i;
}

int
main (int argc, char **argv)
{
  int rank, one = 1, cleared = 0;
  int *mem;
  MPI_Win win;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Win_allocate (10 * sizeof (int), sizeof (int), MPI_INFO_NULL,
		    MPI_COMM_WORLD, &mem, &win);
  for (int i = 0; i < 10; i++)
    mem[i] = 100 * rank + i;
  mem[8] = -1;
  MPI_Barrier (MPI_COMM_WORLD);

  MPI_Win_lock_all (0, win);
  if (rank == 0)
    MPI_Put (&one, 1, MPI_INT, 1, 6, 1, MPI_INT, win);
  MPI_Barrier (MPI_COMM_WORLD);
  if (rank == 1)
    cleared = clear_to_sentinel (mem, 10);
  if (rank == 0)
    MPI_Win_flush (1, win);
  MPI_Win_unlock_all (win);
  MPI_Barrier (MPI_COMM_WORLD);
  if (rank == 1 && cleared != 8)
    MPI_Abort (MPI_COMM_WORLD, 2);

  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}

/* { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" } */
/* { dg-output "  MPI_Put, remote write of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*early-exit\\.c:46:\[0-9\]+\r?\n" } */
/* { dg-output "  Conflicting local (load|store) of size 4 at 0x\[0-9a-f\]+ by rank 1:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*early-exit\\.c:(21|23):\[0-9\]+\r?\n" } */
/* { dg-output "  Location is window 1 of rank 1, offset \\\[24, 28\\) of 40 bytes\\.\r?\n" } */
