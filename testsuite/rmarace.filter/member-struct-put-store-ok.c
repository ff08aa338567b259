/* member-struct-put-store-ok.c -- members next to a window member of
   a static structure.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: no race.  The twin of member-struct-put-store.c: while rank
   0's Put into rank 1's window, the member COUNT of the static structure
   C, is pending, rank 1's bump stores only HITS and TOTAL.  */
/* { dg-do run } */

#include <mpi.h>

static struct counter
{
  int hits;
  int count;
  double total;
} c;

static void __attribute__ ((noinline))
bump (struct counter *p, int v)
{
  p->hits = p->hits + 1;
  c.total = c.total + v;
}

int
main (int argc, char **argv)
{
  int rank, one = 1;
  MPI_Win win;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Win_create (&c.count, sizeof c.count, sizeof c.count, MPI_INFO_NULL,
		  MPI_COMM_WORLD, &win);
  MPI_Barrier (MPI_COMM_WORLD);

  MPI_Win_lock_all (0, win);
  if (rank == 0)
    MPI_Put (&one, 1, MPI_INT, 1, 0, 1, MPI_INT, win);
  MPI_Barrier (MPI_COMM_WORLD);
  if (rank == 1)
    bump (&c, argc + 1);
  MPI_Win_unlock_all (win);

  MPI_Win_free (&win);
  MPI_Finalize ();
  return c.hits != rank;
}
