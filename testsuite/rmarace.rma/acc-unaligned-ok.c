/* acc-unaligned-ok.c -- two MPI_INT accumulates on one aligned int.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: no race.  The twin of acc-unaligned.c: both ranks add to
   the int at byte 4 of rank 1's window, on the same element grid.  */
/* { dg-do run } */
/* { dg-rmarace-np 3 } */

#include <mpi.h>

int
main (int argc, char **argv)
{
  int rank, one = 1;
  char *mem;
  MPI_Win win;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Win_allocate (16, 1, MPI_INFO_NULL, MPI_COMM_WORLD, &mem, &win);
  for (int i = 0; i < 16; i++)
    mem[i] = 0;
  MPI_Barrier (MPI_COMM_WORLD);

  MPI_Win_fence (0, win);
  if (rank == 0)
    MPI_Accumulate (&one, 1, MPI_INT, 1, 4, 1, MPI_INT, MPI_SUM, win);
  if (rank == 2)
    MPI_Accumulate (&one, 1, MPI_INT, 1, 4, 1, MPI_INT, MPI_SUM, win);
  MPI_Win_fence (0, win);

  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}
