/* threads.c -- benchmark: collectives while many threads are alive.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Usage: threads [T [M [L [R]]]]   (defaults 8, 200, 0 and M), on 1
   rank.

   Starts T - 1 threads that only wait to be joined, then makes M rounds
   of one MPI_Get from its own window (over MPI_COMM_WORLD) into a
   buffer, MPI_Win_flush and MPI_Barrier, in the function rounds.  The
   barrier may drop the Get's record only once every thread knows the
   Get completed (done_before, rr_thread_all_know); the idle threads
   never learn it, so every record stays while they live and every
   barrier judges them all again: under callgrind
   (--toggle-collect=rounds) the instructions per round grow with M
   (2026-11-27: 26,769 at M = 50, 127,515 at M = 400, T = 2), and not
   with T, the walk of the threads stopping at the first that does not
   know.  With L > 0, L more threads (made after the idle ones) meet the
   calling one at a pthread barrier after the flush of each of the first
   R rounds, then wait as the idle ones: with R = M they learn every
   round, so every barrier's collection must not judge again the records
   the idle threads keep (rtpark, 2026-11-28: a parked record woke
   whenever any other thread learned); with R = 1 they know the first
   Get complete and nothing later, so the first Get's buffer stays
   pending for the idle threads, and every flush must not ask the L
   threads again whether they know it (pending.c's queue heads).
   Race-free; prints "checksum X".  */

#include <mpi.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

#define WORDS 64

static pthread_mutex_t idle_lock = PTHREAD_MUTEX_INITIALIZER;

static pthread_barrier_t meet;
static int learners, meetings;

static void *
idle (void *arg)
{
  pthread_mutex_lock (&idle_lock);
  pthread_mutex_unlock (&idle_lock);
  return arg;
}

static void *
learner (void *arg)
{
  for (int i = 0; i < meetings; i++)
    pthread_barrier_wait (&meet);
  /* Live till the rounds are over, as the idle threads.  */
  return idle (arg);
}

static void __attribute__ ((noinline))
rounds (long *buf, MPI_Win win, int m)
{
  for (int i = 0; i < m; i++)
    {
      MPI_Get (&buf[i % WORDS], 1, MPI_LONG, 0, i % WORDS, 1, MPI_LONG,
	       win);
      MPI_Win_flush (0, win);
      if (learners && i < meetings)
	pthread_barrier_wait (&meet);
      MPI_Barrier (MPI_COMM_WORLD);
    }
}

int
main (int argc, char **argv)
{
  int provided;
  MPI_Init_thread (&argc, &argv, MPI_THREAD_FUNNELED, &provided);
  int t = argc > 1 ? atoi (argv[1]) : 8;
  int m = argc > 2 ? atoi (argv[2]) : 200;
  learners = argc > 3 ? atoi (argv[3]) : 0;
  meetings = argc > 4 ? atoi (argv[4]) : m;
  if (learners < 0)
    learners = 0;
  if (meetings > m)
    meetings = m;
  if (t < 1)
    t = 1;
  pthread_t *learner_th = malloc ((size_t) (learners + 1) * sizeof (pthread_t));
  pthread_t *th = malloc ((size_t) t * sizeof *th);
  long *mem, *buf = calloc (WORDS, sizeof *buf);
  MPI_Win win;
  if (!th || !buf || !learner_th)
    {
      fprintf (stderr, "threads: out of memory\n");
      MPI_Abort (MPI_COMM_WORLD, 1);
    }
  MPI_Win_allocate (WORDS * sizeof *mem, sizeof *mem, MPI_INFO_NULL,
		    MPI_COMM_WORLD, &mem, &win);
  for (int j = 0; j < WORDS; j++)
    mem[j] = j;
  pthread_mutex_lock (&idle_lock);
  for (int i = 1; i < t; i++)
    if (pthread_create (&th[i], NULL, idle, NULL) != 0)
      {
	fprintf (stderr, "threads: no thread\n");
	MPI_Abort (MPI_COMM_WORLD, 1);
      }
  if (learners)
    pthread_barrier_init (&meet, NULL, (unsigned) learners + 1);
  for (int i = 0; i < learners; i++)
    if (pthread_create (&learner_th[i], NULL, learner, NULL) != 0)
      {
	fprintf (stderr, "threads: no thread\n");
	MPI_Abort (MPI_COMM_WORLD, 1);
      }
  MPI_Win_lock (MPI_LOCK_SHARED, 0, 0, win);
  rounds (buf, win, m);
  MPI_Win_unlock (0, win);
  pthread_mutex_unlock (&idle_lock);
  for (int i = 1; i < t; i++)
    pthread_join (th[i], NULL);
  for (int i = 0; i < learners; i++)
    pthread_join (learner_th[i], NULL);
  if (learners)
    pthread_barrier_destroy (&meet);
  long sum = 0;
  int bad = 0;
  for (int j = 0; j < WORDS; j++)
    {
      sum += buf[j];
      bad += buf[j] != (m > j ? j : 0);
    }
  if (bad)
    fprintf (stderr, "threads: %d wrong values\n", bad);
  printf ("checksum %ld\n", sum);
  MPI_Win_free (&win);
  free (buf);
  free (th);
  free (learner_th);
  MPI_Finalize ();
  return bad != 0;
}
