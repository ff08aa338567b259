/* ialltoallw-put-load-ok.c -- a flushed Put, then MPI_Ialltoallw and MPI_Wait,
   then a load at the target.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: no race.  Rank 2 completes its Put to rank 0 before starting
   MPI_Ialltoallw; once MPI_Wait completed it, rank 0's load is ordered
   after the Put.  */
/* { dg-do run } */
/* { dg-rmarace-np 3 } */

#include <mpi.h>
#include <stdio.h>

int
main (int argc, char **argv)
{
  int rank, buf = 1;
  int *mem;
  MPI_Win win;
  int send[3] = { 1, 2, 3 }, recv[3];
  int counts[3] = { 1, 1, 1 }, displs[3] = { 8, 4, 0 };
  MPI_Datatype types[3] = { MPI_INT, MPI_INT, MPI_INT };
  MPI_Request req;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Win_allocate (10 * sizeof (int), sizeof (int), MPI_INFO_NULL,
                    MPI_COMM_WORLD, &mem, &win);
  for (int i = 0; i < 10; i++)
    mem[i] = 100 * rank + i;
  MPI_Barrier (MPI_COMM_WORLD);

  MPI_Win_lock_all (0, win);
  if (rank == 2)
    {
      MPI_Put (&buf, 1, MPI_INT, 0, 0, 1, MPI_INT, win);
      MPI_Win_flush (0, win);
    }
  MPI_Ialltoallw (send, counts, displs, types, recv, counts, displs, types,
                  MPI_COMM_WORLD, &req);
  MPI_Wait (&req, MPI_STATUS_IGNORE);

  if (rank == 0)
    printf ("mem[0] = %d\n", mem[0]);
  MPI_Win_unlock_all (win);

  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}
