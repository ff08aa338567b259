/* heap-task-get-load-ok.c -- a task gets into a heap block that another
   thread of the region loads after an OpenMP barrier.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: no race.  The twin of heap-task-get-load.c with an OpenMP
   barrier between the task's flush and thread 1's load of BUF[0].  */
/* { dg-do run } */

#include <mpi.h>
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

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
#pragma omp parallel
      {
        if (omp_get_thread_num () == 0)
          {
#pragma omp task firstprivate (buf) if (0)
            {
              MPI_Get (buf, 1, MPI_INT, 1, 0, 1, MPI_INT, win);
              MPI_Win_flush (1, win);
            }
          }
#pragma omp barrier
        if (omp_get_thread_num () == 1)
          {
            usleep (200000);
            printf ("buf[0] = %d\n", buf[0]);
          }
      }
    }
  MPI_Win_unlock_all (win);

  MPI_Win_free (&win);
  MPI_Finalize ();
  free (buf);
  return 0;
}
