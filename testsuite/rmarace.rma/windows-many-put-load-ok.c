/* windows-many-put-load-ok.c -- a Put and a load at the target in two
   fence epochs, with more windows than the runtime walks one by one.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: no race.  The twin of windows-many-put-load.c: 6 windows,
   the first and the last over the same row; rank 1 loads the element
   rank 0 put to only after the fence that ends the Put's epoch.  */
/* { dg-do run } */

#include <mpi.h>
#include <stdio.h>

#define NWIN 5

int mem[NWIN][10];

int
main (int argc, char **argv)
{
  int rank, buf = 1;
  MPI_Win win[NWIN + 1];

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  for (int i = 0; i <= NWIN; i++)
    MPI_Win_create (mem[i % NWIN], sizeof mem[0], sizeof (int),
		    MPI_INFO_NULL, MPI_COMM_WORLD, &win[i]);

  MPI_Win_fence (0, win[0]);
  if (rank == 0)
    MPI_Put (&buf, 1, MPI_INT, 1, 0, 1, MPI_INT, win[0]);
  MPI_Win_fence (0, win[0]);
  if (rank == 1)
    printf ("mem[0][0] = %d\n", mem[0][0]);

  for (int i = 0; i <= NWIN; i++)
    MPI_Win_free (&win[i]);
  MPI_Finalize ();
  return 0;
}
