/* isend-recv-ok.c -- two pending MPI_Isend of one buffer, then MPI_Recv into it.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: no race.  The twin of isend-recv.c: rank 0 sends BUF twice
   at once (two reads never conflict) and receives into BUF only once
   both sends are complete.  */
/* { dg-do run } */

#include <mpi.h>

int
main (int argc, char **argv)
{
  int rank, buf[2] = { 1, 2 };
  MPI_Request req[2];

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  if (rank == 0)
    {
      MPI_Isend (buf, 2, MPI_INT, 1, 0, MPI_COMM_WORLD, &req[0]);
      MPI_Isend (buf, 2, MPI_INT, 1, 2, MPI_COMM_WORLD, &req[1]);
      MPI_Waitall (2, req, MPI_STATUSES_IGNORE);
      MPI_Recv (buf, 2, MPI_INT, 1, 1, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    }
  else if (rank == 1)
    {
      int data[2], more[2];
      MPI_Recv (data, 2, MPI_INT, 0, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
      MPI_Recv (more, 2, MPI_INT, 0, 2, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
      data[0] += more[0];
      MPI_Send (data, 2, MPI_INT, 0, 1, MPI_COMM_WORLD);
    }
  MPI_Finalize ();
  return rank == 0 && buf[0] != 2;
}
