/* cart-put-send-load-ok.c -- a flushed Put in a window of a Cartesian
   communicator, then a message on it, then a target load.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: no race.  The twin of cart-put-send-load.c with
   MPI_Win_flush, which completes the Put at the target too; the message
   on the communicator from MPI_Cart_create then orders it before the
   neighbour's load.  No collective is called on that communicator before
   the message, so only its constructor can have made the runtime's record
   of it.  */
/* { dg-do run } */

#include <mpi.h>
#include <stdio.h>

int
main (int argc, char **argv)
{
  int rank, left, right, buf = 1, token = 0;
  int dims[1] = { 2 }, periods[1] = { 1 };
  int *mem;
  MPI_Comm cart;
  MPI_Win win;

  MPI_Init (&argc, &argv);
  MPI_Cart_create (MPI_COMM_WORLD, 1, dims, periods, 0, &cart);
  MPI_Comm_rank (cart, &rank);
  MPI_Cart_shift (cart, 0, 1, &left, &right);
  MPI_Win_allocate (10 * sizeof (int), sizeof (int), MPI_INFO_NULL, cart,
                    &mem, &win);
  for (int i = 0; i < 10; i++)
    mem[i] = 100 * rank + i;
  MPI_Barrier (MPI_COMM_WORLD);

  MPI_Win_lock_all (0, win);
  if (rank == 0)
    {
      MPI_Put (&buf, 1, MPI_INT, right, 0, 1, MPI_INT, win);
      MPI_Win_flush (right, win);
      MPI_Send (&token, 1, MPI_INT, right, 0, cart);
    }
  else
    {
      MPI_Recv (&token, 1, MPI_INT, left, 0, cart, MPI_STATUS_IGNORE);
      printf ("mem[0] = %d\n", mem[0]);
    }
  MPI_Win_unlock_all (win);

  MPI_Win_free (&win);
  MPI_Comm_free (&cart);
  MPI_Finalize ();
  return 0;
}
