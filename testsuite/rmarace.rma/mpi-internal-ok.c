/* mpi-internal-ok.c -- MPI's own reads and writes of RMA memory are not
   accesses.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: no race.  MPI_Recv writes a Put's origin buffer, MPI_Send
   reads window memory and MPI_Allreduce writes it, each ordered with the
   RMA calls by fences.  Only the program's own loads and stores are
   checked; what MPI does inside its calls is never reported.  */
/* { dg-do run } */

#include <mpi.h>
#include <stdio.h>

int
main (int argc, char **argv)
{
  int rank, buf[2] = { 1, 2 }, got = 0;
  int *mem;
  MPI_Win win;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Win_allocate (10 * sizeof (int), sizeof (int), MPI_INFO_NULL,
                    MPI_COMM_WORLD, &mem, &win);
  for (int i = 0; i < 10; i++)
    mem[i] = 100 * rank + i;
  MPI_Barrier (MPI_COMM_WORLD);

  MPI_Win_fence (0, win);
  if (rank == 0)
    MPI_Put (buf, 2, MPI_INT, 1, 0, 2, MPI_INT, win);
  MPI_Win_fence (0, win);
  if (rank == 1)
    MPI_Send (mem, 2, MPI_INT, 0, 0, MPI_COMM_WORLD);
  else
    MPI_Recv (buf, 2, MPI_INT, 1, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  MPI_Allreduce (&rank, &mem[5], 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
  MPI_Win_fence (0, win);
  if (rank == 0)
    MPI_Get (&got, 1, MPI_INT, 1, 5, 1, MPI_INT, win);
  MPI_Win_fence (0, win);
  if (rank == 0)
    printf ("buf = %d %d, got = %d\n", buf[0], buf[1], got);

  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}
