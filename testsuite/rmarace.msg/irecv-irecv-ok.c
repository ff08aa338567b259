/* irecv-irecv-ok.c -- two MPI_Irecv into overlapping buffers, one after the other.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: no race.  The twin of irecv-irecv.c: rank 0 waits for the
   first receive before it posts the second.  */
/* { dg-do run } */

#include <mpi.h>

int
main (int argc, char **argv)
{
  int rank, buf[6] = { 0 };
  MPI_Request req[2];

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  if (rank == 0)
    {
      MPI_Irecv (buf, 4, MPI_INT, 1, 0, MPI_COMM_WORLD, &req[0]);
      MPI_Wait (&req[0], MPI_STATUS_IGNORE);
      MPI_Irecv (buf + 2, 4, MPI_INT, 1, 1, MPI_COMM_WORLD, &req[1]);
      MPI_Wait (&req[1], MPI_STATUS_IGNORE);
    }
  else if (rank == 1)
    {
      int data[4] = { 1, 2, 3, 4 };
      MPI_Send (data, 4, MPI_INT, 0, 0, MPI_COMM_WORLD);
      MPI_Send (data, 4, MPI_INT, 0, 1, MPI_COMM_WORLD);
    }
  MPI_Finalize ();
  return rank == 0 && (buf[0] != 1 || buf[2] != 1 || buf[5] != 4);
}
