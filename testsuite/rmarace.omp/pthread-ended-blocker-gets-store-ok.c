/* pthread-ended-blocker-gets-store-ok.c -- rounds of a Get, a flush and
   a barrier while a thread that knows none of them ends, and another
   knows only the first ones, then stores where one of those read.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: no race.  The race-free twin of
   pthread-ended-blocker-gets-store.c: STORER stores to int 5, read by
   the Get of round 5, which it knows complete (round 10 unlocked TOLD
   after it).  */
/* { dg-do run } */

#include <mpi.h>
#include <pthread.h>
#include <stdio.h>
#include <unistd.h>

#define ROUNDS 40
#define TOLD 10
#define GATE 20
#define STORE 5

static int mem[64], buf[64];
static pthread_mutex_t told = PTHREAD_MUTEX_INITIALIZER;
static pthread_mutex_t gate = PTHREAD_MUTEX_INITIALIZER;

static void *
ender (void *arg)
{
  pthread_mutex_lock (&gate);
  pthread_mutex_unlock (&gate);
  return arg;
}

static void *
storer (void *arg)
{
  pthread_mutex_lock (&told);
  usleep (300000);
  mem[STORE] = 7;
  pthread_mutex_unlock (&told);
  return arg;
}

int
main (int argc, char **argv)
{
  int provided, rank;
  MPI_Win win;
  pthread_t th_storer, th_ender;

  MPI_Init_thread (&argc, &argv, MPI_THREAD_MULTIPLE, &provided);
  if (provided != MPI_THREAD_MULTIPLE)
    MPI_Abort (MPI_COMM_WORLD, 1);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  for (int i = 0; i < 64; i++)
    mem[i] = 100 * rank + i;
  MPI_Win_create (mem, sizeof mem, sizeof (int), MPI_INFO_NULL,
		  MPI_COMM_WORLD, &win);
  MPI_Win_lock_all (0, win);
  if (rank == 0)
    {
      pthread_mutex_lock (&told);
      pthread_mutex_lock (&gate);
      pthread_create (&th_storer, NULL, storer, NULL);
      pthread_create (&th_ender, NULL, ender, NULL);
      for (int i = 0; i < ROUNDS; i++)
	{
	  MPI_Get (&buf[i], 1, MPI_INT, 0, i, 1, MPI_INT, win);
	  MPI_Win_flush (0, win);
	  MPI_Barrier (MPI_COMM_WORLD);
	  if (i == TOLD)
	    pthread_mutex_unlock (&told);
	  if (i == GATE)
	    pthread_mutex_unlock (&gate);
	}
      pthread_join (th_ender, NULL);
      pthread_join (th_storer, NULL);
      printf ("buf[%d] = %d\n", STORE, buf[STORE]);
    }
  else
    for (int i = 0; i < ROUNDS; i++)
      MPI_Barrier (MPI_COMM_WORLD);
  MPI_Win_unlock_all (win);
  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}
