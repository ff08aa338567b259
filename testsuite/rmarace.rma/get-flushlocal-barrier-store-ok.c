/* get-flushlocal-barrier-store-ok.c -- a target stores where a Get read,
   after it completed locally.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: no race.  The twin of get-flushlocal-barrier-store.c: rank 0
   completes its Get with MPI_Win_flush_local before the barrier.  Its
   result is back, so the Get has finished reading rank 1's int; the
   Get is not complete at the target (no flush), but its read is.  */
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
    {
      MPI_Get (&res, 1, MPI_INT, 1, 0, 1, MPI_INT, win);
      MPI_Win_flush_local (1, win);
    }
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
