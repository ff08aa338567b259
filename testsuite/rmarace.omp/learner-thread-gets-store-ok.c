/* learner-thread-gets-store-ok.c -- rounds of a Get, a flush and a
   barrier while one thread learns every round and another knows only
   the first ones, then stores where one of those read.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: no race.  The race-free twin of
   learner-thread-gets-store.c: thread 2 stores to int 5, read by the
   Get of round 5, which it knows complete (round 10 released TOLD after
   it).  */
/* { dg-do run } */

#include <mpi.h>
#include <omp.h>
#include <stdio.h>
#include <unistd.h>

#define ROUNDS 40
#define TOLD 10
#define STORE 5

int
main (int argc, char **argv)
{
  int provided, rank;
  static int mem[64], buf[64];
  MPI_Win win;
  omp_lock_t told, meet;

  MPI_Init_thread (&argc, &argv, MPI_THREAD_MULTIPLE, &provided);
  if (provided != MPI_THREAD_MULTIPLE)
    MPI_Abort (MPI_COMM_WORLD, 1);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  for (int i = 0; i < 64; i++)
    mem[i] = 100 * rank + i;
  MPI_Win_create (mem, sizeof mem, sizeof (int), MPI_INFO_NULL,
		  MPI_COMM_WORLD, &win);
  omp_init_lock (&told);
  omp_init_lock (&meet);
  MPI_Win_lock_all (0, win);
  if (rank == 0)
    {
#pragma omp parallel num_threads (3)
      {
	if (omp_get_thread_num () == 0)
	  omp_set_lock (&told);
#pragma omp barrier
	if (omp_get_thread_num () == 0)
	  for (int i = 0; i < ROUNDS; i++)
	    {
	      MPI_Get (&buf[i], 1, MPI_INT, 0, i, 1, MPI_INT, win);
	      MPI_Win_flush (0, win);
	      MPI_Barrier (MPI_COMM_WORLD);
	      omp_set_lock (&meet);
	      omp_unset_lock (&meet);
	      if (i == TOLD)
		omp_unset_lock (&told);
	    }
	if (omp_get_thread_num () == 1)
	  for (int i = 0; i < ROUNDS; i++)
	    {
	      omp_set_lock (&meet);
	      omp_unset_lock (&meet);
	    }
	if (omp_get_thread_num () == 2)
	  {
	    omp_set_lock (&told);
	    usleep (300000);
	    mem[STORE] = 7;
	    omp_unset_lock (&told);
	  }
      }
      printf ("buf[%d] = %d\n", STORE, buf[STORE]);
    }
  else
    for (int i = 0; i < ROUNDS; i++)
      MPI_Barrier (MPI_COMM_WORLD);
  MPI_Win_unlock_all (win);
  omp_destroy_lock (&meet);
  omp_destroy_lock (&told);
  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}
