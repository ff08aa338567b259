/* ineighbor-put-load-ok.c -- a flushed Put, then MPI_Ineighbor_alltoallw on a
   distributed graph and MPI_Wait, then a load at the target.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: no race.  Each rank sends to the next on a ring of three
   (MPI_Dist_graph_create_adjacent), so rank 0 receives from rank 2, which
   completes its Put to rank 0 before the MPI_Ineighbor_alltoallw: once
   MPI_Wait completed it, rank 0's load is ordered after the Put.  */
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
  int send = 7, recv = 0, one = 1, src, dst, weight = 1;
  MPI_Aint zero = 0;
  MPI_Datatype type = MPI_INT;
  MPI_Comm ring;
  MPI_Request req;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  src = (rank + 2) % 3;
  dst = (rank + 1) % 3;
  MPI_Dist_graph_create_adjacent (MPI_COMM_WORLD, 1, &src, &weight, 1, &dst,
                                  &weight, MPI_INFO_NULL, 0, &ring);
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
  MPI_Ineighbor_alltoallw (&send, &one, &zero, &type, &recv, &one, &zero,
                           &type, ring, &req);
  MPI_Wait (&req, MPI_STATUS_IGNORE);

  if (rank == 0)
    printf ("mem[0] = %d\n", mem[0]);
  MPI_Win_unlock_all (win);

  MPI_Win_free (&win);
  MPI_Comm_free (&ring);
  MPI_Finalize ();
  return 0;
}
