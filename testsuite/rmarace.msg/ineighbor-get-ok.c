/* ineighbor-get-ok.c -- an MPI_Get into the receive buffer of an
   MPI_Ineighbor_alltoall once it completed, and into a byte it does not
   write while it runs.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: no race.  The twin of ineighbor-get.c: rank 0 gets into
   RES[1] only after MPI_Wait; meanwhile it gets into RES[2], which the
   collective (a block from each of two neighbours) does not touch.  */
/* { dg-do run } */

#include <mpi.h>

int
main (int argc, char **argv)
{
  int rank, res[3] = { 0, 0, 0 }, send[2] = { 1, 2 };
  int dims[1] = { 2 }, periods[1] = { 1 };
  int *mem;
  MPI_Comm cart;
  MPI_Request req;
  MPI_Win win;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Cart_create (MPI_COMM_WORLD, 1, dims, periods, 0, &cart);
  MPI_Win_allocate (4096, sizeof (int), MPI_INFO_NULL, MPI_COMM_WORLD, &mem,
		    &win);
  mem[0] = rank;
  MPI_Barrier (MPI_COMM_WORLD);
  MPI_Win_lock_all (0, win);
  MPI_Ineighbor_alltoall (send, 1, MPI_INT, res, 1, MPI_INT, cart, &req);
  if (rank == 0)
    MPI_Get (&res[2], 1, MPI_INT, 1, 0, 1, MPI_INT, win);
  MPI_Wait (&req, MPI_STATUS_IGNORE);
  if (rank == 0)
    MPI_Get (&res[1], 1, MPI_INT, 1, 0, 1, MPI_INT, win);
  MPI_Win_unlock_all (win);
  MPI_Win_free (&win);
  MPI_Comm_free (&cart);
  MPI_Finalize ();
  return 0;
}
