/* cart-put-send-load.c -- a locally flushed Put in a window of a Cartesian
   communicator, then a message on it, then a target load.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: a data race.  Rank 0 puts to MEM[0] of its right neighbour in
   a window made over a communicator from MPI_Cart_create, calls
   MPI_Win_flush_local and sends its neighbour a message on that
   communicator; the local flush completes the Put only at the origin, so
   the neighbour's load after the receive races with it.  */
/* { dg-do run } */
/* { dg-shouldfail "data race" } */

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
      MPI_Win_flush_local (right, win);
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

/* { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" } */
/* { dg-output "  MPI_Put, remote write of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*cart-put-send-load\\.c:40:\[0-9\]+\r?\n" } */
/* { dg-output "  Conflicting local load of size 4 at 0x\[0-9a-f\]+ by rank 1:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*cart-put-send-load\\.c:47:\[0-9\]+\r?\n" } */
/* { dg-output "  Location is window \[0-9\]+ of rank 1, offset \\\[0, 4\\) of 40 bytes\\.\r?\n" } */
/* { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*cart-put-send-load\\.c:40:\[0-9\]+ \\(MPI_Put, remote write from rank 0\\) and \[^\r\n\]*cart-put-send-load\\.c:47:\[0-9\]+ \\(local load\\)\r?\n" } */
