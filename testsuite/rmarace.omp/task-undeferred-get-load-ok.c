/* task-undeferred-get-load-ok.c -- an undeferred or included task is
   ordered before what its creator does after it.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: no race.  On rank 0, the thread in single creates a task
   with if(0), which gets rank 1's int 0 into BUF[0] and flushes: the
   creator waits for it, so its load of BUF[0] after the task is ordered
   after the flush.  Then a final task creates a child task, included
   (run at once, the parent waiting), that gets rank 1's int 1 into
   BUF[1] and flushes, and the final task loads BUF[1] after it.  Tasks
   are logically concurrent only when OpenMP lets them be.  */
/* { dg-do run } */
/* { dg-rmarace-repeat 5 } */

#include <mpi.h>
#include <omp.h>
#include <stdio.h>

int
main (int argc, char **argv)
{
  int provided, rank, buf[4] = { 1, 2, 3, 4 };
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
#pragma omp single
      {
#pragma omp task if(0) shared(buf)
        {
          MPI_Get (buf, 1, MPI_INT, 1, 0, 1, MPI_INT, win);
          MPI_Win_flush (1, win);
        }
        printf ("buf[0] = %d\n", buf[0]);
#pragma omp task final(1) shared(buf)
        {
#pragma omp task shared(buf)
          {
            MPI_Get (buf + 1, 1, MPI_INT, 1, 1, 1, MPI_INT, win);
            MPI_Win_flush (1, win);
          }
          printf ("buf[1] = %d\n", buf[1]);
        }
      }
    }
  MPI_Win_unlock_all (win);

  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}
