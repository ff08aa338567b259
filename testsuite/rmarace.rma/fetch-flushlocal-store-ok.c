/* fetch-flushlocal-store-ok.c -- a process fetches from its own window,
   completes the fetch locally, then stores there.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: no race.  The twin of fetch-flushlocal-store.c: rank 0 reads
   int 0 of its own window with MPI_Fetch_and_op and MPI_NO_OP,
   completes it with MPI_Win_flush_local -- its result is back, so it
   has finished reading -- and only then stores to it, in program
   order.  */
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
  MPI_Win_lock_all (0, win);
  if (rank == 0)
    {
      MPI_Fetch_and_op (NULL, &res, MPI_INT, 0, 0, MPI_NO_OP, win);
      MPI_Win_flush_local (0, win);
      mem[0] = 7;
      printf ("res = %d\n", res);
    }
  MPI_Win_unlock_all (win);

  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}
