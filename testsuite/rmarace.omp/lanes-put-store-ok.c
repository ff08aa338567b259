/* lanes-put-store-ok.c -- twelve threads each put their own buffer to one
   target, and store to it after their flush.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: no race.  The twin of lanes-put-store.c: each of 12 threads
   on rank 0 puts its own element of BUF to rank 1 (a lane per thread
   at the target, indexed by thread), flushes rank 1, then stores to
   its element: its own flush completed its own MPI_Put.  */
/* { dg-do run } */

#include <mpi.h>
#include <omp.h>

#define THREADS 12

int
main (int argc, char **argv)
{
  int provided, rank, size, buf[THREADS];
  int *mem;
  MPI_Win win;

  MPI_Init_thread (&argc, &argv, MPI_THREAD_MULTIPLE, &provided);
  if (provided != MPI_THREAD_MULTIPLE)
    MPI_Abort (MPI_COMM_WORLD, 1);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Comm_size (MPI_COMM_WORLD, &size);
  MPI_Win_allocate (THREADS * sizeof (int), sizeof (int), MPI_INFO_NULL,
		    MPI_COMM_WORLD, &mem, &win);
  for (int i = 0; i < THREADS; i++)
    mem[i] = buf[i] = 0;
  MPI_Barrier (MPI_COMM_WORLD);

  MPI_Win_lock_all (0, win);
  if (rank == 0 && size > 1)
    {
#pragma omp parallel num_threads (THREADS)
      {
	int t = omp_get_thread_num ();
	buf[t] = t;
	MPI_Put (&buf[t], 1, MPI_INT, 1, t, 1, MPI_INT, win);
	MPI_Win_flush (1, win);
	buf[t] = -1;
      }
    }
  MPI_Win_unlock_all (win);
  MPI_Barrier (MPI_COMM_WORLD);

  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}

