/* free-reuse-get-ok.c -- a thread gets into a heap block at an address
   where another thread loaded a block it has freed.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: no race.  On rank 0, thread 1 allocates a block, loads it
   and frees it; thread 0 sleeps, allocates a block of the same size,
   which the allocator is free to place at the same address, and gets
   into it.  Nothing the runtime sees orders the two threads, but the
   load touched another object, whose life ended with free: the accesses
   of a freed block must not be checked against its reuse.  Blocks of
   1 MiB are mapped and unmapped with a fixed mmap threshold, so that the
   second block usually lies where the first did.  */
/* { dg-do run } */
/* { dg-rmarace-repeat 5 } */

#include <malloc.h>
#include <mpi.h>
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#define BLOCK (1 << 20)

int
main (int argc, char **argv)
{
  int provided, rank;
  int *mem;
  MPI_Win win;

  mallopt (M_MMAP_THRESHOLD, 64 * 1024);
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
        if (omp_get_thread_num () == 1)
          {
            int *old = malloc (BLOCK);
            if (!old)
              abort ();
            old[0] = 5;
            printf ("old[0] = %d\n", old[0]);
            free (old);
          }
        else if (omp_get_thread_num () == 0)
          {
            usleep (200000);
            int *buf = malloc (BLOCK);
            if (!buf)
              abort ();
            MPI_Get (buf, 1, MPI_INT, 1, 0, 1, MPI_INT, win);
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
