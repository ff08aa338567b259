/* twowin-same-mem-ok.c -- two windows over one array; the store after the
   Put's own fence.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: no race.  The twin of twowin-same-mem.c: WINA's fence that
   completes the Put comes before WINB's fence and the store.  */
/* { dg-do run } */

#include <mpi.h>
#include <stdio.h>

int
main (int argc, char **argv)
{
  int rank, buf = 1;
  int mem[10];
  MPI_Win wina, winb;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  for (int i = 0; i < 10; i++)
    mem[i] = 100 * rank + i;
  MPI_Barrier (MPI_COMM_WORLD);

  MPI_Win_create (mem, sizeof mem, sizeof (int), MPI_INFO_NULL,
                  MPI_COMM_WORLD, &wina);
  MPI_Win_create (mem, sizeof mem, sizeof (int), MPI_INFO_NULL,
                  MPI_COMM_WORLD, &winb);
  MPI_Win_fence (0, wina);
  MPI_Win_fence (0, winb);
  if (rank == 0)
    MPI_Put (&buf, 1, MPI_INT, 1, 0, 1, MPI_INT, wina);
  MPI_Win_fence (0, wina);
  MPI_Win_fence (0, winb);
  if (rank == 1)
    mem[0] = 7;

  MPI_Win_free (&winb);
  MPI_Win_free (&wina);

  MPI_Finalize ();
  return 0;
}
