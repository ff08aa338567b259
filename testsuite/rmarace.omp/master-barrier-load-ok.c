/* master-barrier-load-ok.c -- an OpenMP barrier after the master thread's
   MPI_Barrier orders another thread's load of window memory.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: no race.  The twin of master-barrier-load.c: an OpenMP
   barrier after the master's MPI_Barrier orders thread 1's load on rank 1
   after rank 0's Put and flush.  */
/* { dg-do run } */

#include <mpi.h>
#include <omp.h>
#include <stdio.h>
#include <unistd.h>

int
main (int argc, char **argv)
{
  int provided, rank, one = 1;
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
#pragma omp parallel
  {
#pragma omp master
    {
      if (rank == 0)
        {
          MPI_Put (&one, 1, MPI_INT, 1, 0, 1, MPI_INT, win);
          MPI_Win_flush (1, win);
        }
      MPI_Barrier (MPI_COMM_WORLD);
    }
#pragma omp barrier
    if (rank == 1 && omp_get_thread_num () == 1)
      {
        usleep (200000);
        printf ("mem[0] = %d\n", mem[0]);
      }
  }
  MPI_Win_unlock_all (win);

  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}
