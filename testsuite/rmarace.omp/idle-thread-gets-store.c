/* idle-thread-gets-store.c -- rounds of a Get, a flush and a barrier
   while another thread knows only the first ones, then stores.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: a data race.  On rank 0, thread 0 makes 40 rounds of one
   MPI_Get of its own int I of the window into BUF, MPI_Win_flush and
   MPI_Barrier, and after round 10 releases the OpenMP lock TOLD, which
   thread 1 waits for: thread 1 knows the first 11 Gets complete, not
   the later ones.  Every barrier must keep the later Gets' records (a
   thread may still race with them) without judging them all again while
   nothing changed.  Thread 1 then stores to int 30, read by the Get of
   round 30.  It sleeps first only so that its store comes after the
   Gets in time.  */
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
  omp_lock_t told;

  MPI_Init_thread (&argc, &argv, MPI_THREAD_MULTIPLE, &provided);
  if (provided != MPI_THREAD_MULTIPLE)
    MPI_Abort (MPI_COMM_WORLD, 1);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  for (int i = 0; i < 64; i++)
    mem[i] = 100 * rank + i;
  MPI_Win_create (mem, sizeof mem, sizeof (int), MPI_INFO_NULL,
		  MPI_COMM_WORLD, &win);
  omp_init_lock (&told);
  MPI_Win_lock_all (0, win);
  if (rank == 0)
    {
#pragma omp parallel
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
	      if (i == TOLD)
		omp_unset_lock (&told);
	    }
	if (omp_get_thread_num () == 1)
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
  omp_destroy_lock (&told);
  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}

/* { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" } */
/* { dg-output "  MPI_Get, remote read of size 4 at 0x\[0-9a-f\]+ by rank 0, thread 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*idle-thread-gets-store\\.c:56:\[0-9\]+\r?\n" } */
/* { dg-output "  Conflicting local store of size 4 at 0x\[0-9a-f\]+ by rank 0, thread 1:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*idle-thread-gets-store\\.c:66:\[0-9\]+\r?\n" } */
/* { dg-output "  Location is window 1 of rank 0, offset \\\[120, 124\\) of 256 bytes\\.\r?\n" } */
/* { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*idle-thread-gets-store\\.c:56:\[0-9\]+ \\(MPI_Get, remote read from rank 0, thread 0\\) and \[^\r\n\]*idle-thread-gets-store\\.c:66:\[0-9\]+ \\(local store, thread 1\\)\r?\n" } */
