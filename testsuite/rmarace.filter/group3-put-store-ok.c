/* group3-put-store-ok.c -- the third access of a group after the flush.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: no race.  The twin of group3-put-store.c: rank 1 calls
   touch, whose three accesses share one __rmarace_group call, only
   after rank 0 flushed its put and both passed a barrier.  */
/* { dg-do run } */

#include <mpi.h>

__attribute__ ((noinline)) int
touch (int *p, int *q, int v)
{
  q[0] = v;
  int r = p[1];
  p[2] = v;
  return r;
}

int
main (int argc, char **argv)
{
  int rank, one = 1, got = 0, *mem, other[2] = { 0, 0 };
  MPI_Win win;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Win_allocate (8 * sizeof (int), sizeof (int), MPI_INFO_NULL,
		    MPI_COMM_WORLD, &mem, &win);
  for (int i = 0; i < 8; i++)
    mem[i] = i;
  MPI_Barrier (MPI_COMM_WORLD);
  MPI_Win_lock_all (0, win);
  if (rank == 0)
    MPI_Put (&one, 1, MPI_INT, 1, 2, 1, MPI_INT, win);
  MPI_Barrier (MPI_COMM_WORLD);
  if (rank == 0)
    MPI_Win_flush (1, win);
  MPI_Barrier (MPI_COMM_WORLD);
  if (rank == 1)
    got = touch (mem, other, argc);
  MPI_Win_unlock_all (win);

  MPI_Win_free (&win);
  MPI_Finalize ();
  return got == -1 || other[0] == -1;
}

