/* pthread-join-get-load-ok.c -- the main thread loads an MPI_Get buffer
   after it joins the thread that filled it.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: no race.  The twin of pthread-join-get-load.c: the main
   thread loads BUF[0] after pthread_join, which orders everything the
   thread did before the load.  */
/* { dg-do run } */

#include <mpi.h>
#include <pthread.h>
#include <stdio.h>
#include <unistd.h>

static int buf[4] = { 1, 2, 3, 4 };
static MPI_Win win;

/* Gets rank 1's int 0 into BUF[0] and flushes, then stays a while.  */
static void *
getter (void *arg)
{
  MPI_Get (buf, 1, MPI_INT, 1, 0, 1, MPI_INT, win);
  MPI_Win_flush (1, win);
  usleep (400000);
  return arg;
}

int
main (int argc, char **argv)
{
  int provided, rank;
  int *mem;
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
      pthread_create (&thread, NULL, getter, NULL);
      usleep (200000);
      pthread_join (thread, NULL);
      printf ("buf[0] = %d\n", buf[0]);
    }
  MPI_Win_unlock_all (win);

  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}
