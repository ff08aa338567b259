/* persistent-store-ok.c -- stores to a persistent receive's buffer between its runs.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: no race.  The twin of persistent-store.c, on the receiving
   side: rank 1 reads and stores BUF only while its persistent receive is
   not active.  */
/* { dg-do run } */

#include <mpi.h>

int
main (int argc, char **argv)
{
  int rank, sum = 0, buf[2] = { 1, 2 };
  MPI_Request req;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  if (rank == 1)
    {
      MPI_Recv_init (buf, 2, MPI_INT, 0, 0, MPI_COMM_WORLD, &req);
      for (int i = 0; i < 2; i++)
	{
	  MPI_Start (&req);
	  MPI_Wait (&req, MPI_STATUS_IGNORE);
	  sum += buf[1];
	  buf[1] = 0;
	}
      MPI_Request_free (&req);
    }
  else if (rank == 0)
    for (int i = 0; i < 2; i++)
      {
	MPI_Send (buf, 2, MPI_INT, 1, 0, MPI_COMM_WORLD);
	buf[1]++;
      }
  MPI_Finalize ();
  return rank == 1 && sum != 5;
}
