/* taskloop-reduction-get-ok.c -- a taskloop with a reduction sums what
   an MPI_Get fetched and flushed before it.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: no race, and the right sum.  libgomp reads a taskloop's
   reductions from its data block, which the runtime wraps: the
   reduction must still reach every task and come back summed.  */
/* { dg-do run } */

#include <mpi.h>
#include <omp.h>
#include <stdio.h>

int
main (int argc, char **argv)
{
  int provided, rank, buf[10];
  int *mem;
  MPI_Win win;

  MPI_Init_thread (&argc, &argv, MPI_THREAD_MULTIPLE, &provided);
  if (provided != MPI_THREAD_MULTIPLE)
    MPI_Abort (MPI_COMM_WORLD, 1);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Win_allocate (4096, sizeof (int), MPI_INFO_NULL,
                    MPI_COMM_WORLD, &mem, &win);	/* Whole pages: MPICH.  */
  for (int i = 0; i < 10; i++)
    mem[i] = 100 * rank + i;
  MPI_Barrier (MPI_COMM_WORLD);

  MPI_Win_lock_all (0, win);
  if (rank == 0)
    {
      long sum = 0;
      MPI_Get (buf, 10, MPI_INT, 1, 0, 10, MPI_INT, win);
      MPI_Win_flush (1, win);
#pragma omp parallel
#pragma omp single
#pragma omp taskloop reduction (+:sum) num_tasks (4)
      for (int i = 0; i < 10; i++)
        sum += buf[i];
      if (sum != 1045)
        {
          fprintf (stderr, "wrong sum %ld\n", sum);
          MPI_Abort (MPI_COMM_WORLD, 1);
        }
    }
  MPI_Win_unlock_all (win);

  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}
