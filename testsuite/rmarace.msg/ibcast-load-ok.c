/* ibcast-load-ok.c -- loads of an MPI_Ibcast buffer at the root, and after MPI_Wait.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: no race.  The twin of ibcast-load.c: rank 0, the root, reads
   the buffer it broadcasts (two reads), and rank 1 reads it only after
   MPI_Wait.  */
/* { dg-do run } */

#include <mpi.h>

int sum;

int
main (int argc, char **argv)
{
  int rank, buf[4] = { 0, 0, 0, 0 };
  MPI_Request req;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Barrier (MPI_COMM_WORLD);
  if (rank == 0)
    buf[3] = 4;
  MPI_Ibcast (buf, 4, MPI_INT, 0, MPI_COMM_WORLD, &req);
  if (rank == 0)
    sum = buf[3];
  MPI_Wait (&req, MPI_STATUS_IGNORE);
  if (rank == 1)
    sum = buf[3];
  MPI_Finalize ();
  return sum != 4;
}
