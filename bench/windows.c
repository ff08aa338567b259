/* windows.c -- benchmark: accesses and RMA calls with many windows.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Usage: windows [N [M]]   (defaults 1000 and 200)

   Every rank creates N windows over MPI_COMM_SELF, each of 64 longs
   (MPI_Win_allocate), and opens a passive epoch on the first (the oldest, which
   a walk of the windows newest first meets last).  Then M rounds of
   one store into that window's memory followed by MPI_Win_sync of it
   (the store is checked when the call takes the runtime's lock), in
   the function stores; then M rounds of one MPI_Get from it into a
   buffer followed by MPI_Win_flush (a lookup of the window by its
   handle, a check of the buffer against every window holding it, and
   its untracking at the completion), in the function gets.  Under
   callgrind (--toggle-collect=stores, or =gets) the instructions per
   round should not grow with N.  Then M rounds of one load from that
   window's memory and MPI_Barrier over MPI_COMM_WORLD, in the function
   barriers: the barrier collects the window's records, and should cost
   what the windows holding records cost, not every window
   (--toggle-collect=barriers).  Then the M gets again while a second
   thread of the process is alive (it only waits to be joined), in the
   function thread_gets, from one more window, over MPI_COMM_WORLD:
   with 2 ranks, rank 0 gets from rank 1, and each completion, which
   rank 1 is told of, raises its snapshot to the counts of every
   communicator and window of rank 0 (rr_comm_process_counts): it
   should not cost a walk of every window each time (run on 2 ranks,
   --toggle-collect=thread_gets).

   Each rank touches only its own windows, one epoch at a time, so the
   program is race-free.  Checks the values; prints "checksum X".  */

#include <mpi.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

#define WORDS 64

static void __attribute__ ((noinline))
stores (long *mem, MPI_Win win, int m)
{
  for (int i = 0; i < m; i++)
    {
      mem[i % WORDS] += i;
      MPI_Win_sync (win);
    }
}

static void __attribute__ ((noinline))
gets (long *buf, MPI_Win win, int m)
{
  for (int i = 0; i < m; i++)
    {
      MPI_Get (&buf[i % WORDS], 1, MPI_LONG, 0, i % WORDS, 1, MPI_LONG,
	       win);
      MPI_Win_flush (0, win);
    }
}

static void __attribute__ ((noinline))
thread_gets (long *buf, MPI_Win win, int target, int m)
{
  for (int i = 0; i < m; i++)
    {
      MPI_Get (&buf[i % WORDS], 1, MPI_LONG, target, i % WORDS, 1, MPI_LONG,
	       win);
      MPI_Win_flush (target, win);
    }
}

static pthread_mutex_t idle_lock = PTHREAD_MUTEX_INITIALIZER;

/* The second thread: waits till the main thread unlocks IDLE_LOCK.  */
static void *
idle (void *arg)
{
  pthread_mutex_lock (&idle_lock);
  pthread_mutex_unlock (&idle_lock);
  return arg;
}

static long __attribute__ ((noinline))
barriers (const long *mem, int m)
{
  long sum = 0;
  for (int i = 0; i < m; i++)
    {
      sum += mem[i % WORDS];
      MPI_Barrier (MPI_COMM_WORLD);
    }
  return sum;
}

int
main (int argc, char **argv)
{
  int provided;
  MPI_Init_thread (&argc, &argv, MPI_THREAD_FUNNELED, &provided);
  int n = argc > 1 ? atoi (argv[1]) : 1000;
  int m = argc > 2 ? atoi (argv[2]) : 200;
  if (n < 1)
    n = 1;
  long *mem = NULL;
  long *buf = calloc (WORDS, sizeof *buf);
  MPI_Win *win = malloc ((size_t) n * sizeof *win);
  if (!buf || !win)
    {
      fprintf (stderr, "windows: out of memory\n");
      MPI_Abort (MPI_COMM_WORLD, 1);
    }
  for (int i = 0; i < n; i++)
    {
      long *base;
      MPI_Win_allocate (WORDS * sizeof *base, sizeof *base, MPI_INFO_NULL,
			MPI_COMM_SELF, &base, &win[i]);
      for (int j = 0; j < WORDS; j++)
	base[j] = 0;
      if (i == 0)
	mem = base;
    }

  MPI_Win_lock (MPI_LOCK_EXCLUSIVE, 0, 0, win[0]);
  stores (mem, win[0], m);
  gets (buf, win[0], m);
  MPI_Win_unlock (0, win[0]);
  long loaded = barriers (mem, m);
  pthread_t other;
  pthread_mutex_lock (&idle_lock);
  if (pthread_create (&other, NULL, idle, NULL) != 0)
    {
      fprintf (stderr, "windows: no thread\n");
      MPI_Abort (MPI_COMM_WORLD, 1);
    }
  int rank, size;
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Comm_size (MPI_COMM_WORLD, &size);
  long *wmem, *tbuf = calloc (WORDS, sizeof *tbuf);
  MPI_Win wwin;
  MPI_Win_allocate (WORDS * sizeof *wmem, sizeof *wmem, MPI_INFO_NULL,
		    MPI_COMM_WORLD, &wmem, &wwin);
  for (int j = 0; j < WORDS; j++)
    wmem[j] = j;
  MPI_Barrier (MPI_COMM_WORLD);
  if (rank == 0)
    {
      MPI_Win_lock (MPI_LOCK_SHARED, size - 1, 0, wwin);
      thread_gets (tbuf, wwin, size - 1, m);
      MPI_Win_unlock (size - 1, wwin);
    }
  pthread_mutex_unlock (&idle_lock);
  pthread_join (other, NULL);
  int bad = 0;
  if (rank == 0)
    for (int j = 0; j < WORDS && j < m; j++)
      bad += tbuf[j] != j;
  MPI_Win_free (&wwin);
  free (tbuf);

  long want = 0, sum = 0;
  for (int i = 0; i < m; i++)
    want += i;
  for (int i = 0; i < WORDS; i++)
    sum += mem[i];
  long want_loaded = 0;
  for (int i = 0; i < m; i++)
    want_loaded += mem[i % WORDS];
  bad += sum != want || loaded != want_loaded;
  for (int i = 0; i < WORDS; i++)
    bad += buf[i] != (m > i ? mem[i] : 0);
  int allbad;
  MPI_Reduce (&bad, &allbad, 1, MPI_INT, MPI_SUM, 0, MPI_COMM_WORLD);
  if (rank == 0)
    {
      if (allbad)
	fprintf (stderr, "windows: %d wrong values\n", allbad);
      printf ("checksum %ld\n", sum);
    }
  /* Only the window used is freed (freeing many is winfree.c's);
     MPI_Finalize frees the others.  */
  MPI_Win_free (&win[0]);
  free (buf);
  free (win);
  MPI_Finalize ();
  return rank == 0 && allbad ? 1 : 0;
}
