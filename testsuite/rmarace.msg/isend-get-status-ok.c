/* isend-get-status-ok.c -- a store to an MPI_Isend buffer once
   MPI_Request_get_status says the send is complete.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: no race.  Rank 0 polls its send's request with
   MPI_Request_get_status, which does not free it, and stores to BUF once
   it is complete, before MPI_Wait.  */
/* { dg-do run } */

#include <mpi.h>

int
main (int argc, char **argv)
{
  int rank, flag = 0, buf[4] = { 1, 2, 3, 4 };
  MPI_Request req;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  if (rank == 0)
    {
      MPI_Isend (buf, 4, MPI_INT, 1, 0, MPI_COMM_WORLD, &req);
      while (!flag)
	MPI_Request_get_status (req, &flag, MPI_STATUS_IGNORE);
      buf[2] = 7;
      MPI_Wait (&req, MPI_STATUS_IGNORE);
    }
  else if (rank == 1)
    MPI_Recv (buf, 4, MPI_INT, 0, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  MPI_Finalize ();
  return 0;
}
