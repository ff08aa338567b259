/* rget-wait-barrier-store-ok.c -- a target stores where an MPI_Rget
   read, after its request completed.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: no race.  Rank 0 gets int 0 of rank 1 with MPI_Rget in a
   lock_all epoch and waits for its request before the barrier: its
   result is back, so it has finished reading.  After the barrier rank 1
   stores to that int.  No flush completes the Rget at the target before
   the unlock_all, but its read is over.  */
/* { dg-do run } */

#include <mpi.h>
#include <stdio.h>

int
main (int argc, char **argv)
{
  int rank, res = 0;
  int *mem;
  MPI_Request req = MPI_REQUEST_NULL;
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
      MPI_Rget (&res, 1, MPI_INT, 1, 0, 1, MPI_INT, win, &req);
      MPI_Wait (&req, MPI_STATUS_IGNORE);
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
