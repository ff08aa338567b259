/* done-reload-store.c -- a Get whose target, a member, is stored to
   before it is loaded again for the flush.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or
   later; see the file COPYING.

   Expected: a data race.  TO->rank changes between the Get and the
   flush, which completes operations on rank 0, not the Get from rank 1:
   the filter "done" (plugin/done-buf.cc) must not take the two loads of
   the member for the same value, and the load of BUF stays instrumented.  */
/* { dg-do run } */
/* { dg-shouldfail "data race" } */

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
  MPI_Get (buf, 8, MPI_DOUBLE, to->rank, 0, 8, MPI_DOUBLE, gwin); /* race */
  to->rank = 0;
  MPI_Win_flush_local (to->rank, gwin);
  seen += buf[2] * to->weight; /* conflict */
  MPI_Win_flush_local (1, gwin);
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

/* { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" } */
/* { dg-output "  MPI_Get, origin buffer write of size \[0-9\]+ at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*done-reload-store\\.c:29:\[0-9\]+\r?\n" } */
/* { dg-output "  Conflicting local load of size \[0-9\]+ at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*done-reload-store\\.c:32:\[0-9\]+\r?\n" } */
