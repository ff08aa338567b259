/* rget-open-many-store-ok.c -- a window element read by an MPI_Rget
   left open while hundreds of others from the same origin complete,
   stored to by its owner after the open one's wait.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: no race.  The twin of rget-open-many-store.c: rank 1 waits
   for the first MPI_Rget before the barrier, so its completion, which
   arrives after 300 others were complete and trimmed (incoming.c),
   orders it before rank 0's store.  */
/* { dg-do run } */

#include <mpi.h>
#include <stdio.h>

int
main (int argc, char **argv)
{
  int rank, a = 0, b = 0;
  long sum = 0;
  int *mem;
  MPI_Win win;
  MPI_Request ra, rb;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Win_allocate (4 * sizeof (int), sizeof (int), MPI_INFO_NULL,
                    MPI_COMM_WORLD, &mem, &win);
  mem[0] = mem[1] = mem[2] = mem[3] = 1;
  MPI_Barrier (MPI_COMM_WORLD);
  MPI_Win_lock_all (0, win);
  if (rank == 1)
    {
      MPI_Rget (&a, 1, MPI_INT, 0, 3, 1, MPI_INT, win, &ra);
      for (int i = 0; i < 300; i++)
        {
          MPI_Rget (&b, 1, MPI_INT, 0, 1, 1, MPI_INT, win, &rb);
          MPI_Wait (&rb, MPI_STATUS_IGNORE);
          sum += b;
        }
      MPI_Wait (&ra, MPI_STATUS_IGNORE);
    }
  MPI_Barrier (MPI_COMM_WORLD);
  if (rank == 0)
    mem[3] = 7;
  else
    printf ("%ld %d\n", sum, a);
  MPI_Win_unlock_all (win);

  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}
