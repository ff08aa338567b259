/* fence-get-get-ok.c -- two MPI_Gets into overlapping buffers, two epochs.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: no race.  The twin of fence-get-get.c: a fence separates the
   two Gets, so the second one wins BUF[1].  */
/* { dg-do run } */

#include <mpi.h>

int
main (int argc, char **argv)
{
  int rank, buf[4] = { 1, 2, 3, 4 };
  int errors = 0;
  int mem[10];
  MPI_Win win;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  for (int i = 0; i < 10; i++)
    mem[i] = 100 * rank + i;
  MPI_Win_create (mem, sizeof mem, sizeof (int), MPI_INFO_NULL,
		  MPI_COMM_WORLD, &win);
  MPI_Barrier (MPI_COMM_WORLD);

  MPI_Win_fence (0, win);
  if (rank == 0)
    MPI_Get (buf, 2, MPI_INT, 1, 0, 2, MPI_INT, win);
  MPI_Win_fence (0, win);
  if (rank == 0)
    MPI_Get (buf + 1, 2, MPI_INT, 1, 4, 2, MPI_INT, win);
  MPI_Win_fence (0, win);
  if (rank == 0 && (buf[0] != 100 || buf[1] != 104 || buf[2] != 105))
    errors++;

  MPI_Win_free (&win);
  MPI_Finalize ();
  return errors;
}
