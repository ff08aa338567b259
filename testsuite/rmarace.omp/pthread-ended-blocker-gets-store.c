/* pthread-ended-blocker-gets-store.c -- rounds of a Get, a flush and a
   barrier while a thread that knows none of them ends, and another
   knows only the first ones, then stores.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: a data race.  On rank 0, the main thread holds the mutexes
   TOLD and GATE and creates the thread STORER, then the thread ENDER
   (the newer, asked first whether it knows a completion), then makes 40
   rounds of one MPI_Get of its own int I of the window into BUF,
   MPI_Win_flush and MPI_Barrier.  ENDER waits for GATE, which the main
   thread unlocks after round 20, and then ends: till then it blocks the
   Gets' records, which its end wakes.  STORER waits for TOLD, unlocked
   after round 10: it knows the first 11 Gets complete, not the later
   ones.  It then stores to int 30, read by the Get of round 30.  It
   sleeps first only so that its store comes after the Gets in time.  */
/* { dg-do run } */
/* { dg-shouldfail "data race" } */

#include <mpi.h>
#include <pthread.h>
#include <stdio.h>
#include <unistd.h>

#define ROUNDS 40
#define TOLD 10
#define GATE 20
#define STORE 30

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

/* { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" } */
/* { dg-output "  MPI_Get, remote read of size 4 at 0x\[0-9a-f\]+ by rank 0, thread \[0-9\]+:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*pthread-ended-blocker-gets-store\\.c:77:\[0-9\]+\r?\n" } */
/* { dg-output "  Conflicting local store of size 4 at 0x\[0-9a-f\]+ by rank 0, thread \[0-9\]+:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*pthread-ended-blocker-gets-store\\.c:48:\[0-9\]+\r?\n" } */
/* { dg-output "  Location is window 1 of rank 0, offset \\\[120, 124\\) of 256 bytes\\.\r?\n" } */
/* { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*pthread-ended-blocker-gets-store\\.c:77:\[0-9\]+ \\(MPI_Get, remote read from rank 0, thread \[0-9\]+\\) and \[^\r\n\]*pthread-ended-blocker-gets-store\\.c:48:\[0-9\]+ \\(local store, thread \[0-9\]+\\)\r?\n" } */
