/* mprobe-put-send-load-ok.c -- a flushed Put, then a message received
   with MPI_Improbe and MPI_Imrecv, then a target load.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: no race.  The twin of mprobe-put-send-load.c with
   MPI_Win_flush, the Put complete at rank 1 before the send, and the
   message, matched with MPI_Improbe and received with MPI_Imrecv and
   MPI_Wait, orders rank 1's load after it.  */
/* { dg-do run } */

#include <mpi.h>
#include <stdio.h>

int
main (int argc, char **argv)
{
  int rank, buf = 1, token = 0;
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
      MPI_Put (&buf, 1, MPI_INT, 1, 0, 1, MPI_INT, win);
      MPI_Win_flush (1, win);
      MPI_Send (&token, 1, MPI_INT, 1, 3, MPI_COMM_WORLD);
    }
  else
    {
      int flag = 0;
      MPI_Request req;
      while (!flag)
        MPI_Improbe (0, 3, MPI_COMM_WORLD, &flag, &msg, MPI_STATUS_IGNORE);
      MPI_Imrecv (&token, 1, MPI_INT, &msg, &req);
      MPI_Wait (&req, MPI_STATUS_IGNORE);
      printf ("mem[0] = %d\n", mem[0]);
    }
  MPI_Win_unlock_all (win);

  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}
