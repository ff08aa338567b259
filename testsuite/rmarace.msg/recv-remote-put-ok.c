/* recv-remote-put-ok.c -- MPI_Recv into window memory a remote MPI_Put writes later.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: no race.  The twin of recv-remote-put.c: rank 1 puts only
   after a barrier that follows rank 0's receive.  Its Put and flush
   before the send are ordered before the receive by the message
   itself.  */
/* { dg-do run } */

#include <mpi.h>

int
main (int argc, char **argv)
{
  int rank, one = 1, got;
  int *mem;
  MPI_Win win;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Win_allocate (4096, sizeof (int), MPI_INFO_NULL, MPI_COMM_WORLD, &mem,
		    &win);
  mem[0] = mem[1] = rank;
  MPI_Barrier (MPI_COMM_WORLD);
  if (rank == 1)
    {
      int data[2] = { 7, 8 };
      MPI_Win_lock (MPI_LOCK_SHARED, 0, 0, win);
      MPI_Put (&one, 1, MPI_INT, 0, 1, 1, MPI_INT, win);
      MPI_Win_unlock (0, win);
      MPI_Send (data, 2, MPI_INT, 0, 0, MPI_COMM_WORLD);
    }
  else if (rank == 0)
    MPI_Recv (mem, 2, MPI_INT, 1, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  got = mem[0];
  MPI_Barrier (MPI_COMM_WORLD);
  if (rank == 1)
    {
      MPI_Win_lock (MPI_LOCK_SHARED, 0, 0, win);
      MPI_Put (&one, 1, MPI_INT, 0, 1, 1, MPI_INT, win);
      MPI_Win_unlock (0, win);
    }
  MPI_Win_free (&win);
  MPI_Finalize ();
  return rank == 0 && got != 7;
}
