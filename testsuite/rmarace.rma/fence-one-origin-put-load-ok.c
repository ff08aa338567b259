/* fence-one-origin-put-load-ok.c -- fence epochs where one rank of four
   puts, or none does, and the target loads after the fence.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: no race.  The twin of fence-one-origin-put-load.c where rank
   3 loads MEM[1] only after the fence that closes rank 1's epoch.  */
/* { dg-do run } */
/* { dg-rmarace-np 4 } */

#include <mpi.h>
#include <stdio.h>

int
main (int argc, char **argv)
{
  int rank, buf = 5;
  int *mem;
  MPI_Win win;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Win_allocate (10 * sizeof (int), sizeof (int), MPI_INFO_NULL,
		    MPI_COMM_WORLD, &mem, &win);
  for (int i = 0; i < 10; i++)
    mem[i] = 100 * rank + i;

  MPI_Win_fence (0, win);
  if (rank == 2)
    MPI_Put (&buf, 1, MPI_INT, 3, 0, 1, MPI_INT, win);
  MPI_Win_fence (0, win);
  MPI_Win_fence (0, win);
  if (rank == 1)
    MPI_Put (&buf, 1, MPI_INT, 3, 1, 1, MPI_INT, win);
  MPI_Win_fence (0, win);
  if (rank == 3)
    printf ("mem[0] = %d, mem[1] = %d\n", mem[0], mem[1]);

  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}
