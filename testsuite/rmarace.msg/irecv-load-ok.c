/* irecv-load-ok.c -- a load of an MPI_Irecv buffer after MPI_Test
   succeeds.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: no race.  The twin of irecv-load.c: rank 1 reads BUF only
   once its MPI_Test loop has seen the receive complete.  */
/* { dg-do run } */

#include <mpi.h>

int sum;

int
main (int argc, char **argv)
{
  int rank, flag = 0, buf[4] = { 0, 0, 0, 0 };
  MPI_Request req;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  if (rank == 1)
    {
      MPI_Irecv (buf, 4, MPI_INT, 0, 0, MPI_COMM_WORLD, &req);
      while (!flag)
	MPI_Test (&req, &flag, MPI_STATUS_IGNORE);
      sum = buf[1];
      if (sum != 2)
	return 1;
    }
  else if (rank == 0)
    {
      int data[4] = { 1, 2, 3, 4 };
      MPI_Send (data, 4, MPI_INT, 1, 0, MPI_COMM_WORLD);
    }
  MPI_Finalize ();
  return 0;
}
