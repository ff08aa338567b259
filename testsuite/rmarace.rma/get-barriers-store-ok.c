/* get-barriers-store-ok.c -- a target stores where a Get read, once it
   is complete, after several barriers.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: no race.  The twin of get-barriers-store.c: rank 0 gets
   int 0 of rank 1 in a lock_all epoch, keeps it pending across two
   barriers, then completes it with MPI_Win_flush before the third;
   rank 1 stores to that int after the third.  */
/* { dg-do run } */

#include <mpi.h>
#include <stdio.h>

int
main (int argc, char **argv)
{
  int rank, res = 0;
  int *mem;
  MPI_Win win;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Win_allocate (4 * sizeof (int), sizeof (int), MPI_INFO_NULL,
                    MPI_COMM_WORLD, &mem, &win);
  mem[0] = 5;
  MPI_Barrier (MPI_COMM_WORLD);
  MPI_Win_lock_all (0, win);
  if (rank == 0)
    MPI_Get (&res, 1, MPI_INT, 1, 0, 1, MPI_INT, win);
  for (int i = 0; i < 2; i++)
    MPI_Barrier (MPI_COMM_WORLD);
  if (rank == 0)
    MPI_Win_flush (1, win);
  MPI_Barrier (MPI_COMM_WORLD);
  if (rank == 1)
    mem[0] = 7;
  MPI_Win_unlock_all (win);
  if (rank == 0)
    printf ("res = %d\n", res);

  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}
