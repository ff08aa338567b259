/* free-buffered-get-ok.c -- a thread gets into a heap block at the
   address of a block another thread stored to, freed by a third party.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: no race.  On rank 0, block OLD is first a Get's result
   buffer, completed before the region.  In the region, thread 1 stores
   to OLD and
   raises an atomic flag; thread 0 waits for the flag, frees OLD,
   allocates a block of the same size (glibc's per-thread cache hands
   back the block it has just freed: the same address), gets into it and
   raises a second flag; only then does thread 1 go on to the region's
   end, where the runtime checks its store.  The flags are
   synchronization the runtime does not see, so thread 1's store is
   still unchecked in its buffer when the Get is issued, and it is
   checked against the pending Get.  But the store touched another
   object, whose life ended with free: it must be dropped, in every run,
   since the flags fix the order.  */
/* { dg-do run } */
/* { dg-rmarace-repeat 5 } */

#include <mpi.h>
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

#define N 64

static int stored, got;

int
main (int argc, char **argv)
{
  int provided, rank;
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
      int *old = malloc (N * sizeof (int));
      if (!old)
        abort ();
      MPI_Get (old, 1, MPI_INT, 1, 1, 1, MPI_INT, win);
      MPI_Win_flush (1, win);
      printf ("old[0] = %d\n", old[0]);
#pragma omp parallel
      {
        if (omp_get_thread_num () == 1)
          {
            old[0] = 5;
            __atomic_store_n (&stored, 1, __ATOMIC_RELEASE);
            while (!__atomic_load_n (&got, __ATOMIC_ACQUIRE))
              ;
          }
        else if (omp_get_thread_num () == 0)
          {
            while (!__atomic_load_n (&stored, __ATOMIC_ACQUIRE))
              ;
            free (old);
            int *buf = malloc (N * sizeof (int));
            if (!buf)
              abort ();
            MPI_Get (buf, 1, MPI_INT, 1, 0, 1, MPI_INT, win);
            __atomic_store_n (&got, 1, __ATOMIC_RELEASE);
            MPI_Win_flush (1, win);
            printf ("buf[0] = %d\n", buf[0]);
            free (buf);
          }
      }
    }
  MPI_Win_unlock_all (win);

  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}
