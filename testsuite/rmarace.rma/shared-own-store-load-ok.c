/* shared-own-store-load-ok.c -- a process stores into a neighbour's
   shared segment and loads it back.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: no race.  In a window from MPI_Win_allocate_shared, rank 1
   stores to int 3 of rank 0's segment through the pointer
   MPI_Win_shared_query gave it, then loads it, in program order: a
   process's own loads and stores do not race with each other, wherever
   the memory is.  Rank 0 reads it after the barrier that follows.  */
/* { dg-do run } */

#include <mpi.h>
#include <stdio.h>

int
main (int argc, char **argv)
{
  int rank, disp_unit;
  int *mem, *b;
  MPI_Aint size;
  MPI_Win win;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Win_allocate_shared (10 * sizeof (int), sizeof (int), MPI_INFO_NULL,
                           MPI_COMM_WORLD, &mem, &win);
  MPI_Win_shared_query (win, 0, &size, &disp_unit, &b);
  MPI_Win_lock_all (MPI_MODE_NOCHECK, win);
  if (rank == 1)
    {
      b[3] = 7;
      printf ("b[3] = %d\n", b[3]);
    }
  MPI_Win_sync (win);
  MPI_Barrier (MPI_COMM_WORLD);
  MPI_Win_sync (win);
  if (rank == 0)
    printf ("b[3] = %d\n", b[3]);
  MPI_Win_unlock_all (win);

  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}
