/* collective-thread-deferred-300-put-store-ok.c -- the fixed twin of
   collective-thread-deferred-300-put-store.c: the eighth Put before the
   OpenMP barrier too.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: no race.  Rank 0's thread 0 puts to rank 1's ints 0 to 7,
   each in a lock epoch of its own, before an OpenMP barrier after which
   thread 1 calls MPI_Allreduce, then makes 300 more epochs that put to
   int 9; rank 1 stores to ints 0 to 7 after its own MPI_Allreduce.  The
   eight conflicts wait for corrections while the notifications come, and
   are all found ordered at the barrier.  */
/* { dg-do run } */
/* { dg-rmarace-repeat 3 } */

#include <mpi.h>
#include <omp.h>
#include <stdio.h>

static int one = 1;

static void
put_one (MPI_Win win, int i)
{
  MPI_Win_lock (MPI_LOCK_SHARED, 1, 0, win);
  MPI_Put (&one, 1, MPI_INT, 1, i, 1, MPI_INT, win);
  MPI_Win_unlock (1, win);
}

int
main (int argc, char **argv)
{
  int provided, rank, sum;
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
          for (int i = 0; i < 8; i++)
            put_one (win, i);
#pragma omp barrier
        if (omp_get_thread_num () == 0)
          for (int i = 0; i < 300; i++)
            put_one (win, 9);
        else if (omp_get_thread_num () == 1)
          MPI_Allreduce (&one, &sum, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
      }
    }
  else
    {
      MPI_Allreduce (&one, &sum, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
      for (int i = 0; i < 8; i++)
        ((volatile int *) mem)[i] = 2;
    }
  MPI_Barrier (MPI_COMM_WORLD);
  if (rank == 1)
    printf ("mem[7] = %d\n", mem[7]);

  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}
