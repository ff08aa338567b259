/* pthread-mutex-get-load.c -- POSIX mutexes: a Get and a load under two
   different mutexes.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: a data race.  On rank 0, the main thread gets rank 1's int 0
   into BUF[0] and flushes while it holds LOCK; a thread it created loads
   BUF[0] while it holds OTHER, a different mutex, which orders nothing.
   The thread sleeps first only so that its load comes after the Get in
   time.  */
/* { dg-do run } */
/* { dg-shouldfail "data race" } */

#include <mpi.h>
#include <pthread.h>
#include <stdio.h>
#include <unistd.h>

static int buf[4] = { 1, 2, 3, 4 };
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_mutex_t other = PTHREAD_MUTEX_INITIALIZER;

/* Sleeps, then loads BUF[0] while it holds OTHER.  */
static void *
reader (void *arg)
{
  usleep (200000);
  pthread_mutex_lock (&other);
  printf ("buf[0] = %d\n", buf[0]);
  pthread_mutex_unlock (&other);
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

/* { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" } */
/* { dg-output "  MPI_Get, origin buffer write of size 4 at 0x\[0-9a-f\]+ by rank 0, thread \[0-9\]+:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*pthread-mutex-get-load\\.c:58:\[0-9\]+\r?\n" } */
/* { dg-output "  Conflicting local load of size 4 at 0x\[0-9a-f\]+ by rank 0, thread \[0-9\]+:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*pthread-mutex-get-load\\.c:30:\[0-9\]+\r?\n" } */
/* { dg-output "  Location is a local buffer of rank 0\\.\r?\n" } */
/* { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*pthread-mutex-get-load\\.c:58:\[0-9\]+ \\(MPI_Get, origin buffer write, thread \[0-9\]+\\) and \[^\r\n\]*pthread-mutex-get-load\\.c:30:\[0-9\]+ \\(local load, thread \[0-9\]+\\)\r?\n" } */
