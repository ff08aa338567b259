/* two-races.c -- two origin-side races in two functions, for the
   suppressions tests of ship.exp.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Rank 0 stores to the buffer of a pending MPI_Put twice: in first_race
   (line 20) and in second_race (line 29).  */

#include <mpi.h>

void first_race (MPI_Win win);
static int buf_a, buf_b;

#ifndef FIRST_RACE_IN_LIB	/* else lib-race.c has it */
__attribute__ ((noinline)) void
first_race (MPI_Win win)
{
  MPI_Put (&buf_a, 1, MPI_INT, 1, 0, 1, MPI_INT, win);
  buf_a = 2;
}
#endif

__attribute__ ((noinline)) void
second_race (MPI_Win win)
{
  MPI_Put (&buf_b, 1, MPI_INT, 1, 1, 1, MPI_INT, win);
  __asm__ volatile ("" ::: "memory");
  buf_b = 3;
}

int
main (int argc, char **argv)
{
  int rank, *mem;
  MPI_Win win;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Win_allocate (2 * sizeof (int), sizeof (int), MPI_INFO_NULL,
		    MPI_COMM_WORLD, &mem, &win);
  MPI_Win_fence (0, win);
  if (rank == 0)
    {
      first_race (win);
      second_race (win);
    }
  MPI_Win_fence (0, win);
  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}
