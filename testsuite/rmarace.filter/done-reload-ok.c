/* done-reload-ok.c -- a Get whose window and target are loaded from
   memory again for the flush.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or
   later; see the file COPYING.

   Expected: no race.  The window and the target are a global and a
   member of a structure: the Get and the flush each load them, two SSA
   names, but nothing between the loads may change the memory they read
   (MPI writes only what it is given), so the filter "done"
   (plugin/done-buf.cc) takes them for the same and drops rank 0's loads
   of BUF after the flush.  */
/* { dg-do run } */

#include <mpi.h>

struct peer
{
  int rank;
  double weight;
};

MPI_Win gwin;
double seen;

static void __attribute__ ((noinline))
work (struct peer *to)
{
  double buf[8];
  MPI_Get (buf, 8, MPI_DOUBLE, to->rank, 0, 8, MPI_DOUBLE, gwin);
  MPI_Win_flush_local (to->rank, gwin);
  for (int j = 0; j < 8; j++)
    seen += buf[j] * to->weight;
}

int
main (int argc, char **argv)
{
  int rank, size;
  double *mem;
  struct peer to;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Comm_size (MPI_COMM_WORLD, &size);
  to.rank = (rank + 1) % size;
  to.weight = 0.5;
  MPI_Win_allocate (8 * sizeof (double), sizeof (double), MPI_INFO_NULL,
		    MPI_COMM_WORLD, &mem, &gwin);
  for (int j = 0; j < 8; j++)
    mem[j] = rank + j;
  MPI_Barrier (MPI_COMM_WORLD);

  if (rank == 0)
    {
      MPI_Win_lock_all (0, gwin);
      work (&to);
      MPI_Win_unlock_all (gwin);
    }

  MPI_Barrier (MPI_COMM_WORLD);
  MPI_Win_free (&gwin);
  MPI_Finalize ();
  return 0;
}
