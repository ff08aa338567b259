/* collective-thread-correction-put-load-ok.c -- the fixed twin of
   collective-thread-correction-put-load.c: an OpenMP barrier before the
   MPI_Allreduce.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: no race.  On rank 0, thread 0 puts to rank 1's int 0 in a
   lock epoch; an OpenMP barrier orders thread 1's MPI_Allreduce after
   the unlock, so rank 1's load after its MPI_Allreduce is ordered after
   the Put.  */
/* { dg-do run } */
/* { dg-rmarace-repeat 5 } */

#include <mpi.h>
#include <omp.h>
#include <stdio.h>
#include <unistd.h>

int
main (int argc, char **argv)
{
  int provided, rank, one = 1, sum;
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

  if (rank == 0)
    {
#pragma omp parallel
      {
        if (omp_get_thread_num () == 0)
          {
            MPI_Win_lock (MPI_LOCK_SHARED, 1, 0, win);
            MPI_Put (&one, 1, MPI_INT, 1, 0, 1, MPI_INT, win);
            MPI_Win_unlock (1, win);
          }
#pragma omp barrier
        if (omp_get_thread_num () == 1)
          MPI_Allreduce (&one, &sum, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
      }
    }
  else
    {
      MPI_Allreduce (&one, &sum, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
      printf ("mem[0] = %d\n", mem[0]);
    }

  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}
