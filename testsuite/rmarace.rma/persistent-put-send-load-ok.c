/* persistent-put-send-load-ok.c -- a flushed Put, then a message on a
   persistent request, then a target load.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: no race.  The twin of persistent-put-send-load.c with
   MPI_Win_flush: the Put is complete at rank 1 before each start of the
   persistent send, and the message orders rank 1's load after it, every
   time the requests are started again.  */
/* { dg-do run } */

#include <mpi.h>
#include <stdio.h>

int
main (int argc, char **argv)
{
  int rank, buf = 1, token = 0;
  int *mem;
  MPI_Win win;
  MPI_Request req;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Win_allocate (10 * sizeof (int), sizeof (int), MPI_INFO_NULL,
                    MPI_COMM_WORLD, &mem, &win);
  for (int i = 0; i < 10; i++)
    mem[i] = 100 * rank + i;
  if (rank == 0)
    MPI_Send_init (&token, 1, MPI_INT, 1, 7, MPI_COMM_WORLD, &req);
  else
    MPI_Recv_init (&token, 1, MPI_INT, 0, 7, MPI_COMM_WORLD, &req);
  MPI_Barrier (MPI_COMM_WORLD);

  MPI_Win_lock_all (0, win);
  for (int i = 0; i < 2; i++)
    {
      if (rank == 0)
        {
          MPI_Put (&buf, 1, MPI_INT, 1, i, 1, MPI_INT, win);
          MPI_Win_flush (1, win);
        }
      MPI_Start (&req);
      MPI_Wait (&req, MPI_STATUS_IGNORE);
      if (rank == 1)
        printf ("mem[%d] = %d\n", i, mem[i]);
    }
  MPI_Win_unlock_all (win);

  MPI_Request_free (&req);
  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}
