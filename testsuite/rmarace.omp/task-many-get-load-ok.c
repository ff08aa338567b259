/* task-many-get-load-ok.c -- the fixed twin of task-many-get-load.c:
   a taskwait between the two last tasks.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: no race.  task-sibling-get-load-ok.c after 100000 tiny
   tasks, each waited for: on rank 0, the thread in single creates a
   task that gets rank 1's int 0 into BUF[0] and flushes, waits for it
   (taskwait), then creates a second task that loads BUF[0].  The other
   threads sleep first, so that the creating thread usually runs both
   tasks.  */
/* { dg-do run } */
/* { dg-rmarace-repeat 5 } */

#include <mpi.h>
#include <omp.h>
#include <stdio.h>
#include <unistd.h>

#ifndef TASKS
#define TASKS 100000
#endif

int
main (int argc, char **argv)
{
  int provided, rank, buf[4] = { 1, 2, 3, 4 }, sum = 0;
  int *mem;
  MPI_Win win;

  MPI_Init_thread (&argc, &argv, MPI_THREAD_MULTIPLE, &provided);
  if (provided != MPI_THREAD_MULTIPLE)
    MPI_Abort (MPI_COMM_WORLD, 1);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Win_allocate (10 * sizeof (int), sizeof (int), MPI_INFO_NULL,
                    MPI_COMM_WORLD, &mem, &win);
  for (int i = 0; i < 10; i++)
    mem[i] = 100 * rank + i;
  MPI_Barrier (MPI_COMM_WORLD);

  MPI_Win_lock_all (0, win);
  if (rank == 0)
    {
#pragma omp parallel
      {
        if (omp_get_thread_num () != 0)
          usleep (300000);
#pragma omp single
        {
          for (int i = 0; i < TASKS; i++)
            {
#pragma omp task shared(sum)
              sum += i & 1;
#pragma omp taskwait
            }
          printf ("sum = %d\n", sum);
#pragma omp task shared(buf)
          {
            MPI_Get (buf, 1, MPI_INT, 1, 0, 1, MPI_INT, win);
            MPI_Win_flush (1, win);
          }
#pragma omp taskwait
#pragma omp task shared(buf)
          {
            usleep (100000);
            printf ("buf[0] = %d\n", buf[0]);
          }
        }
      }
    }
  MPI_Win_unlock_all (win);

  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}

