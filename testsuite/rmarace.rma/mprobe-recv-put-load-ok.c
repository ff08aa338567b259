/* mprobe-recv-put-load-ok.c -- a message matched by MPI_Mprobe, the next
   one of the same source and tag received first, then a target load
   ordered by that one only.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: no race.  The twin of mprobe-recv-put-load.c with
   MPI_Win_flush: the Put is complete at rank 1 before the second
   message, which orders the load after it; the shadow of each message
   must be paired with it, though they are received out of order.  */
/* { dg-do run } */

#include <mpi.h>
#include <stdio.h>

int
main (int argc, char **argv)
{
  int rank, buf = 1, token[2] = { 0, 0 };
  int *mem;
  MPI_Win win;
  MPI_Message msg;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Win_allocate (10 * sizeof (int), sizeof (int), MPI_INFO_NULL,
                    MPI_COMM_WORLD, &mem, &win);
  for (int i = 0; i < 10; i++)
    mem[i] = 100 * rank + i;
  MPI_Barrier (MPI_COMM_WORLD);

  MPI_Win_lock_all (0, win);
  if (rank == 0)
    {
      MPI_Send (&token[0], 1, MPI_INT, 1, 3, MPI_COMM_WORLD);
      MPI_Put (&buf, 1, MPI_INT, 1, 0, 1, MPI_INT, win);
      MPI_Win_flush (1, win);
      MPI_Send (&token[1], 1, MPI_INT, 1, 3, MPI_COMM_WORLD);
    }
  else if (rank == 1)
    {
      MPI_Mprobe (0, 3, MPI_COMM_WORLD, &msg, MPI_STATUS_IGNORE);
      MPI_Recv (&token[1], 1, MPI_INT, 0, 3, MPI_COMM_WORLD,
                MPI_STATUS_IGNORE);
      printf ("mem[0] = %d\n", mem[0]);
      MPI_Mrecv (&token[0], 1, MPI_INT, &msg, MPI_STATUS_IGNORE);
    }
  MPI_Win_unlock_all (win);

  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}
