/* isend-remote-put-ok.c -- a remote MPI_Put into window memory after an MPI_Isend completed.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: no race.  The twin of isend-remote-put.c: rank 0 waits for
   its send before the barrier, and rank 1 puts after it.  */
/* { dg-do run } */

#include <mpi.h>

int
main (int argc, char **argv)
{
  int rank, one = 1;
  int *mem;
  MPI_Request req;
  MPI_Win win;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Win_allocate (4096, sizeof (int), MPI_INFO_NULL, MPI_COMM_WORLD, &mem,
		    &win);
  mem[0] = mem[1] = rank;
  MPI_Barrier (MPI_COMM_WORLD);
  if (rank == 0)
    {
      MPI_Isend (mem, 2, MPI_INT, 1, 0, MPI_COMM_WORLD, &req);
      MPI_Wait (&req, MPI_STATUS_IGNORE);
      MPI_Barrier (MPI_COMM_WORLD);
    }
  else if (rank == 1)
    {
      int data[2];
      MPI_Recv (data, 2, MPI_INT, 0, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
      MPI_Barrier (MPI_COMM_WORLD);
      MPI_Win_lock (MPI_LOCK_SHARED, 0, 0, win);
      MPI_Put (&one, 1, MPI_INT, 0, 1, 1, MPI_INT, win);
      MPI_Win_unlock (0, win);
    }
  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}
