/* isend-store-ok.c -- a store to an MPI_Isend buffer after MPI_Wait.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: no race.  The twin of isend-store.c: rank 0 stores to BUF
   only once MPI_Wait has completed the send.  */
/* { dg-do run } */

#include <mpi.h>

int
main (int argc, char **argv)
{
  int rank, buf[4] = { 1, 2, 3, 4 };
  MPI_Request req;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  if (rank == 0)
    {
      MPI_Isend (buf, 4, MPI_INT, 1, 0, MPI_COMM_WORLD, &req);
      MPI_Wait (&req, MPI_STATUS_IGNORE);
      buf[2] = 7;
    }
  else if (rank == 1)
    MPI_Recv (buf, 4, MPI_INT, 0, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  MPI_Finalize ();
  return 0;
}
