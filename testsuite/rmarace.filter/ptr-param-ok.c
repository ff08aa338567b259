/* ptr-param-ok.c -- window memory reached through a pointer parameter.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: no race.  The twin of ptr-param.c: rank 1 increments MEM[4],
   next to the element the Put writes.  */
/* { dg-do run } */

#include <mpi.h>

__attribute__ ((noinline)) static void
bump (int *p)
{
  *p += 1;
}

int
main (int argc, char **argv)
{
  int rank, one = 1;
  int *mem;
  MPI_Win win;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Win_allocate (10 * sizeof (int), sizeof (int), MPI_INFO_NULL,
		    MPI_COMM_WORLD, &mem, &win);
  for (int i = 0; i < 10; i++)
    mem[i] = 100 * rank + i;

  MPI_Win_fence (0, win);
  if (rank == 0)
    MPI_Put (&one, 1, MPI_INT, 1, 5, 1, MPI_INT, win);
  if (rank == 1)
    bump (mem + 4);
  MPI_Win_fence (0, win);

  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}
