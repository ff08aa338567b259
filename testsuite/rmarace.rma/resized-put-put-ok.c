/* resized-put-put-ok.c -- a Put between the ints a resized datatype's Put
   writes.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: no race.  The twin of resized-put-put.c: rank 2 puts int 5,
   between the ints the resized datatype touches.  */
/* { dg-do run } */
/* { dg-rmarace-np 3 } */

#include <mpi.h>
#include <stdio.h>

int
main (int argc, char **argv)
{
  int rank, buf[3] = { 1, 2, 3 }, one = 9;
  int *mem;
  MPI_Datatype every2;
  MPI_Win win;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Win_allocate (10 * sizeof (int), sizeof (int), MPI_INFO_NULL,
                    MPI_COMM_WORLD, &mem, &win);
  for (int i = 0; i < 10; i++)
    mem[i] = 100 * rank + i;
  MPI_Barrier (MPI_COMM_WORLD);

  MPI_Aint disp2 = 5;
  MPI_Type_create_resized (MPI_INT, 0, 2 * sizeof (int), &every2);
  MPI_Type_commit (&every2);

  MPI_Win_fence (0, win);
  if (rank == 0)
    MPI_Put (buf, 3, MPI_INT, 1, 0, 3, every2, win);
  if (rank == 2)
    MPI_Put (&one, 1, MPI_INT, 1, disp2, 1, MPI_INT, win);
  MPI_Win_fence (0, win);

  MPI_Type_free (&every2);

  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}
