/* taskloop-get-load-ok.c -- a load of an MPI_Get buffer that the tasks
   of an OpenMP taskloop fill, after the taskloop.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: no race.  The twin of taskloop-get-load.c without nogroup:
   the taskloop's implicit taskgroup waits for both tasks before thread 0
   loads BUF[0].  */
/* { dg-do run } */

#include <mpi.h>
#include <omp.h>
#include <stdio.h>
#include <unistd.h>

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
      {
        if (omp_get_thread_num () == 0)
          {
#pragma omp taskloop grainsize(1)
            for (int i = 0; i < 2; i++)
              {
                MPI_Get (&buf[i], 1, MPI_INT, 1, i, 1, MPI_INT, win);
                MPI_Win_flush (1, win);
              }
            usleep (200000);
            printf ("buf[0] = %d\n", buf[0]);
          }
      }
    }
  MPI_Win_unlock_all (win);

  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}
