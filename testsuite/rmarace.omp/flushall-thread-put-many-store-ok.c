/* flushall-thread-put-many-store-ok.c -- one buffer put to every
   element of every target, stored to by the thread that flushed, then
   by another after a barrier.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: no race.  The twin of flushall-thread-put-many-store.c: on
   rank 0, thread 0 puts BUF 20 times, calls MPI_Win_flush_all and
   stores to BUF while thread 1 does not know of the flush yet (the
   Puts stay recorded, complete, for thread 1's sake; thread 0 knows
   they are over); thread 1 stores to BUF only after an OpenMP barrier
   orders its store after the flush.  */
/* { dg-do run } */

#include <mpi.h>
#include <omp.h>
#include <stdio.h>

int
main (int argc, char **argv)
{
  int provided, rank, size, buf = 7;
  int *mem;
  MPI_Win win;

  MPI_Init_thread (&argc, &argv, MPI_THREAD_MULTIPLE, &provided);
  if (provided != MPI_THREAD_MULTIPLE)
    MPI_Abort (MPI_COMM_WORLD, 1);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Comm_size (MPI_COMM_WORLD, &size);
  MPI_Win_allocate (10 * sizeof (int), sizeof (int), MPI_INFO_NULL,
		    MPI_COMM_WORLD, &mem, &win);
  for (int i = 0; i < 10; i++)
    mem[i] = 0;
  MPI_Barrier (MPI_COMM_WORLD);

  MPI_Win_lock_all (0, win);
  if (rank == 0)
    {
#pragma omp parallel
      {
	if (omp_get_thread_num () == 0)
	  {
	    for (int t = 0; t < size; t++)
	      for (int d = 0; d < 10; d++)
		MPI_Put (&buf, 1, MPI_INT, t, d, 1, MPI_INT, win);
	    MPI_Win_flush_all (win);
	    buf = 8;
	  }
#pragma omp barrier
	if (omp_get_thread_num () == 1)
	  buf = 9;
      }
      printf ("buf = %d\n", buf);
    }
  MPI_Win_unlock_all (win);
  MPI_Barrier (MPI_COMM_WORLD);

  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}
