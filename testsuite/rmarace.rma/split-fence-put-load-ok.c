/* split-fence-put-load-ok.c -- a sub-communicator's window; the load after the
   fence.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: no race.  The twin of split-fence-put-load.c: world rank 2
   loads after the closing fence.  */
/* { dg-do run } */
/* { dg-rmarace-np 3 } */

#include <mpi.h>
#include <stdio.h>

int
main (int argc, char **argv)
{
  int rank, buf = 1;
  int *mem;
  MPI_Comm sub;
  MPI_Win win;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Comm_split (MPI_COMM_WORLD, rank == 1, rank, &sub);
  MPI_Win_allocate (10 * sizeof (int), sizeof (int), MPI_INFO_NULL, sub,
                    &mem, &win);
  for (int i = 0; i < 10; i++)
    mem[i] = 100 * rank + i;
  MPI_Barrier (MPI_COMM_WORLD);

  MPI_Win_fence (0, win);
  if (rank == 0)
    MPI_Put (&buf, 1, MPI_INT, 1, 0, 1, MPI_INT, win);
  MPI_Win_fence (0, win);
  if (rank == 2)
    printf ("mem[0] = %d\n", mem[0]);

  MPI_Win_free (&win);
  MPI_Comm_free (&sub);
  MPI_Finalize ();
  return 0;
}
