/* heap-helper-get-load-ok.c -- an OpenMP region loads a heap block that a
   helper function gave to MPI_Get and flushed before the region.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: no race.  The twin of heap-helper-get-load.c with the flush
   before the region.  */
/* { dg-do run } */

#include <mpi.h>
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

static void __attribute__ ((noinline))
start_get (int *buf, MPI_Win win)
{
  MPI_Get (buf, 1, MPI_INT, 1, 0, 1, MPI_INT, win);
}

int
main (int argc, char **argv)
{
  int provided, rank;
  int *mem, *buf = malloc (4 * sizeof *buf);
  MPI_Win win;

  MPI_Init_thread (&argc, &argv, MPI_THREAD_MULTIPLE, &provided);
  if (provided != MPI_THREAD_MULTIPLE || !buf)
    MPI_Abort (MPI_COMM_WORLD, 1);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Win_allocate (10 * sizeof (int), sizeof (int), MPI_INFO_NULL,
                    MPI_COMM_WORLD, &mem, &win);
  for (int i = 0; i < 10; i++)
    mem[i] = 100 * rank + i;
  for (int i = 0; i < 4; i++)
    buf[i] = i + 1;
  MPI_Barrier (MPI_COMM_WORLD);

  MPI_Win_lock_all (0, win);
  if (rank == 0)
    {
      start_get (buf, win);
      MPI_Win_flush (1, win);
#pragma omp parallel num_threads (2)
      {
        if (omp_get_thread_num () == 1)
          printf ("buf[0] = %d\n", buf[0]);
      }
    }
  MPI_Win_unlock_all (win);

  MPI_Win_free (&win);
  MPI_Finalize ();
  free (buf);
  return 0;
}
