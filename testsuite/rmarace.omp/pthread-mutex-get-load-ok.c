/* pthread-mutex-get-load-ok.c -- POSIX mutexes: a Get and a load under one
   mutex.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: no race.  The twin of pthread-mutex-get-load.c: the thread
   takes LOCK too, so the unlock and the lock order the main thread's
   flush and the thread's load, whichever comes first.  */
/* { dg-do run } */

#include <mpi.h>
#include <pthread.h>
#include <stdio.h>
#include <unistd.h>

static int buf[4] = { 1, 2, 3, 4 };
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;

/* Sleeps, then loads BUF[0] while it holds LOCK.  */
static void *
reader (void *arg)
{
  usleep (200000);
  pthread_mutex_lock (&lock);
  printf ("buf[0] = %d\n", buf[0]);
  pthread_mutex_unlock (&lock);
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
      pthread_mutex_lock (&lock);
      MPI_Get (buf, 1, MPI_INT, 1, 0, 1, MPI_INT, win);
      MPI_Win_flush (1, win);
      pthread_mutex_unlock (&lock);
      pthread_join (thread, NULL);
    }
  MPI_Win_unlock_all (win);

  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}
