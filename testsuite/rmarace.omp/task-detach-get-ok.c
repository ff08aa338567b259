/* task-detach-get-ok.c -- a detached task gets into a buffer; the
   creator loads it after the task's event is fulfilled and a taskwait.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: no race, and the right value.  libgomp writes a detached
   task's event handle into its data block, which the runtime wraps: the
   task must still find its event (it fulfills it itself, after its Get
   and flush), and the taskwait, which waits for the event, orders the
   load after the Get.  */
/* { dg-do run } */

#include <mpi.h>
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

int
main (int argc, char **argv)
{
  int provided, rank, buf[4] = { 0, 0, 0, 0 };
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
#pragma omp parallel
#pragma omp single
      {
        omp_event_handle_t event;
#pragma omp task detach (event) shared (buf)
        {
          MPI_Get (buf, 2, MPI_INT, 1, 3, 2, MPI_INT, win);
          MPI_Win_flush (1, win);
          omp_fulfill_event (event);
        }
#pragma omp taskwait
        if (buf[0] != 103 || buf[1] != 104)
          {
            fprintf (stderr, "wrong values %d %d\n", buf[0], buf[1]);
            MPI_Abort (MPI_COMM_WORLD, 1);
          }
      }
    }
  MPI_Win_unlock_all (win);

  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}
