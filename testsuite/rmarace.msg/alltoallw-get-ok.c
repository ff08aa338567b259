/* alltoallw-get-ok.c -- MPI_Alltoallw into a buffer around what an MPI_Get
   still writes.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: no race.  The twin of alltoallw-get.c: rank 0 gets into
   RES[1], which MPI_Alltoallw does not write (its blocks are at byte
   displacements 0 and 8), and into RES[2] only after the flush.  */
/* { dg-do run } */

#include <mpi.h>

int
main (int argc, char **argv)
{
  int rank, res[4] = { 0, 0, 0, 0 }, send[2] = { 1, 2 };
  int counts[2] = { 1, 1 }, sdispls[2] = { 0, 4 }, rdispls[2] = { 0, 8 };
  MPI_Datatype types[2] = { MPI_INT, MPI_INT };
  int *mem;
  MPI_Win win;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Win_allocate (4096, sizeof (int), MPI_INFO_NULL, MPI_COMM_WORLD, &mem,
		    &win);
  mem[0] = rank;
  MPI_Barrier (MPI_COMM_WORLD);
  MPI_Win_lock_all (0, win);
  if (rank == 0)
    MPI_Get (&res[1], 1, MPI_INT, 1, 0, 1, MPI_INT, win);
  MPI_Alltoallw (send, counts, sdispls, types, res, counts, rdispls, types,
		 MPI_COMM_WORLD);
  if (rank == 0)
    {
      MPI_Win_flush (1, win);
      MPI_Get (&res[2], 1, MPI_INT, 1, 0, 1, MPI_INT, win);
    }
  MPI_Win_unlock_all (win);
  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}
