/* early-exit-ok.c -- a loop with an early exit over window memory.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: no race.  The twin of early-exit.c with the sentinel in
   MEM[5]: the loop reads MEM[0..5] and writes MEM[0..4], never MEM[6].
   A record covering all the loop's possible iterations (MEM[0..9]) would
   report a race that is not there.  */
/* { dg-do run } */

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
  mem[5] = -1;
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
  if (rank == 1 && cleared != 5)
    MPI_Abort (MPI_COMM_WORLD, 2);

  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}
