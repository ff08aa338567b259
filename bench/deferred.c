/* deferred.c -- benchmark: notifications while conflicts wait.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Usage: deferred [K [M]]   (defaults 1000 and 200), on 2 ranks.

   Rank 1 runs a second thread (idle), so the completions it sends are
   correctable (doc/model.md).  It puts to int 0 of rank 0 in each of K
   windows, one lock epoch each; after an MPI_Allreduce rank 0 stores to
   those ints.  The allreduce orders each store after the put by its
   counts alone, which a correction could still undo: the K conflicts
   are deferred till the next barrier.  Meanwhile, in the function
   rounds, rank 1 makes M epochs of one put to int 1 of the first
   window, each a notification to rank 0 (received at rank 0's next
   window call, here the barrier's delivery), and a message to rank 0.
   Each notification received was followed by a judgement of every
   waiting conflict until 2026-11-28 (rtlog): rank 0's
   rr_check_deferred, per call, grew with K (bench/pending.sh's seventh
   table).  Race-free; prints "sum X".  */

#include <mpi.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

static pthread_mutex_t idle_lock = PTHREAD_MUTEX_INITIALIZER;

static void *
idle (void *arg)
{
  pthread_mutex_lock (&idle_lock);
  pthread_mutex_unlock (&idle_lock);
  return arg;
}

static void __attribute__ ((noinline))
rounds (int rank, MPI_Win win, int m)
{
  int one = 1, tok = 0;
  for (int i = 0; i < m; i++)
    if (rank == 1)
      {
	MPI_Win_lock (MPI_LOCK_SHARED, 0, 0, win);
	MPI_Put (&one, 1, MPI_INT, 0, 1, 1, MPI_INT, win);
	MPI_Win_unlock (0, win);
	MPI_Send (&tok, 1, MPI_INT, 0, 0, MPI_COMM_WORLD);
      }
    else
      MPI_Recv (&tok, 1, MPI_INT, 1, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
}

int
main (int argc, char **argv)
{
  int provided, rank, one = 1, in = 1, out;
  MPI_Init_thread (&argc, &argv, MPI_THREAD_FUNNELED, &provided);
  int k = argc > 1 ? atoi (argv[1]) : 1000;
  int m = argc > 2 ? atoi (argv[2]) : 200;
  if (k < 1)
    k = 1;
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Win *win = malloc ((size_t) k * sizeof *win);
  int **mem = malloc ((size_t) k * sizeof *mem);
  for (int w = 0; w < k; w++)
    {
      MPI_Win_allocate (2 * sizeof (int), sizeof (int), MPI_INFO_NULL,
			MPI_COMM_WORLD, &mem[w], &win[w]);
      mem[w][0] = mem[w][1] = 0;
    }
  pthread_t th;
  pthread_mutex_lock (&idle_lock);
  if (rank == 1)
    pthread_create (&th, NULL, idle, NULL);
  MPI_Barrier (MPI_COMM_WORLD);
  if (rank == 1)
    for (int w = 0; w < k; w++)
      {
	MPI_Win_lock (MPI_LOCK_SHARED, 0, 0, win[w]);
	MPI_Put (&one, 1, MPI_INT, 0, 0, 1, MPI_INT, win[w]);
	MPI_Win_unlock (0, win[w]);
      }
  MPI_Allreduce (&in, &out, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
  if (rank == 0)
    for (int w = 0; w < k; w++)
      mem[w][0] = 2;
  rounds (rank, win[0], m);
  pthread_mutex_unlock (&idle_lock);
  if (rank == 1)
    pthread_join (th, NULL);
  MPI_Barrier (MPI_COMM_WORLD);
  long sum = 0;
  for (int w = 0; w < k; w++)
    sum += mem[w][0] + mem[w][1];
  if (rank == 0)
    printf ("sum %ld\n", sum);
  for (int w = 0; w < k; w++)
    MPI_Win_free (&win[w]);
  free (mem);
  free (win);
  MPI_Finalize ();
  return 0;
}
