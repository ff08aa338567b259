/* iallreduce-inplace-store-ok.c -- a store to an in-place MPI_Iallreduce buffer after MPI_Wait.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: no race.  The twin of iallreduce-inplace-store.c: the store
   comes after MPI_Wait.  */
/* { dg-do run } */

#include <mpi.h>

int
main (int argc, char **argv)
{
  int rank, buf[2];
  MPI_Request req;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  buf[0] = buf[1] = rank;
  MPI_Iallreduce (MPI_IN_PLACE, buf, 2, MPI_INT, MPI_SUM, MPI_COMM_WORLD,
		  &req);
  MPI_Wait (&req, MPI_STATUS_IGNORE);
  if (buf[0] != 1)
    return 1;
  if (rank == 0)
    buf[1] = 0;
  MPI_Finalize ();
  return 0;
}
