/* learner-thread-gets-store.c -- rounds of a Get, a flush and a barrier
   while one thread learns every round and another knows only the first
   ones, then stores.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: a data race.  On rank 0, in a team of 3, thread 0 makes 40
   rounds of one MPI_Get of its own int I of the window into BUF,
   MPI_Win_flush and MPI_Barrier, passing the OpenMP lock MEET after
   each round, which thread 1 takes 40 times (it learns as the rounds
   go, in some order: the records it blocks are woken by its progress
   and parked on the next thread that does not know them).  After round
   10 thread 0 releases the lock TOLD, which thread 2 waits for: thread
   2 knows the first 11 Gets complete, not the later ones.  It then
   stores to int 30, read by the Get of round 30.  It sleeps first only
   so that its store comes after the Gets in time.  */
/* { dg-do run } */
/* { dg-shouldfail "data race" } */

#include <mpi.h>
#include <omp.h>
#include <stdio.h>
#include <unistd.h>

#define ROUNDS 40
#define TOLD 10
#define STORE 30

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

/* { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" } */
/* { dg-output "  MPI_Get, remote read of size 4 at 0x\[0-9a-f\]+ by rank 0, thread 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*learner-thread-gets-store\\.c:59:\[0-9\]+\r?\n" } */
/* { dg-output "  Conflicting local store of size 4 at 0x\[0-9a-f\]+ by rank 0, thread 2:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*learner-thread-gets-store\\.c:77:\[0-9\]+\r?\n" } */
/* { dg-output "  Location is window 1 of rank 0, offset \\\[120, 124\\) of 256 bytes\\.\r?\n" } */
/* { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*learner-thread-gets-store\\.c:59:\[0-9\]+ \\(MPI_Get, remote read from rank 0, thread 0\\) and \[^\r\n\]*learner-thread-gets-store\\.c:77:\[0-9\]+ \\(local store, thread 2\\)\r?\n" } */
