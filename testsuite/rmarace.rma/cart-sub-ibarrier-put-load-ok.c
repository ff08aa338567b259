/* cart-sub-ibarrier-put-load-ok.c -- an MPI_Ibarrier on a communicator from
   MPI_Cart_sub orders once it has completed.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: no race.  Rank 1 loads the location after MPI_Wait completed
   the barrier, which rank 0 started after its flush.  The communicator
   is new and no blocking collective runs on it: the barrier orders only
   if its constructor made the runtime's record of it.  */
/* { dg-do run } */

#include <mpi.h>
#include <stdio.h>

int
main (int argc, char **argv)
{
  int rank, buf = 1;
  int *mem;
  MPI_Win win;
  MPI_Request req;
  MPI_Comm cart, c;
  int size, periods[2] = { 0, 0 }, remain[2] = { 1, 0 };

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Win_allocate (10 * sizeof (int), sizeof (int), MPI_INFO_NULL,
                    MPI_COMM_WORLD, &mem, &win);
  for (int i = 0; i < 10; i++)
    mem[i] = 100 * rank + i;
  MPI_Barrier (MPI_COMM_WORLD);
  MPI_Comm_size (MPI_COMM_WORLD, &size);
  int dims[2] = { size, 1 };
  MPI_Cart_create (MPI_COMM_WORLD, 2, dims, periods, 0, &cart);
  MPI_Cart_sub (cart, remain, &c);

  MPI_Win_lock_all (0, win);
  if (rank == 0)
    {
      MPI_Put (&buf, 1, MPI_INT, 1, 0, 1, MPI_INT, win);
      MPI_Win_flush (1, win);
    }
  MPI_Ibarrier (c, &req);
  MPI_Wait (&req, MPI_STATUS_IGNORE);
  if (rank == 1)
    printf ("mem[0] = %d\n", mem[0]);
  MPI_Win_unlock_all (win);

  MPI_Comm_free (&c);
  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}
