/* pthread-cond-get-load-ok.c -- a condition variable signalled after an
   MPI_Get and its flush orders them before the waiter's load.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: no race.  The twin of pthread-cond-get-load.c: the Get and
   its flush come before the signal, so the wait orders them before the
   thread's load.  */
/* { dg-do run } */

#include <mpi.h>
#include <pthread.h>
#include <stdio.h>
#include <unistd.h>

static int buf[4] = { 1, 2, 3, 4 };
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t cond = PTHREAD_COND_INITIALIZER;
static int ready;

/* Waits for READY, then sleeps and loads BUF[0].  */
static void *
reader (void *arg)
{
  pthread_mutex_lock (&lock);
  while (!ready)
    pthread_cond_wait (&cond, &lock);
  pthread_mutex_unlock (&lock);
  usleep (200000);
  printf ("buf[0] = %d\n", buf[0]);
  return arg;
}

int
main (int argc, char **argv)
{
  int provided, rank;
  int *mem;
  MPI_Win win;
  pthread_t thread;

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
      pthread_create (&thread, NULL, reader, NULL);
      MPI_Get (buf, 1, MPI_INT, 1, 0, 1, MPI_INT, win);
      MPI_Win_flush (1, win);
      pthread_mutex_lock (&lock);
      ready = 1;
      pthread_cond_signal (&cond);
      pthread_mutex_unlock (&lock);
      pthread_join (thread, NULL);
    }
  MPI_Win_unlock_all (win);

  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}
