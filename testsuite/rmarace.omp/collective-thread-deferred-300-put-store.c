/* collective-thread-deferred-300-put-store.c -- a race among several
   conflicts that wait for corrections over many notifications.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: a data race.  On rank 0, thread 0 puts to rank 1's ints 0
   to 6, each in a lock epoch of its own; after an OpenMP barrier it puts
   to int 7, then makes 300 more epochs that put to int 9, each a
   notification to rank 1.  Thread 1 calls MPI_Allreduce after the
   OpenMP barrier, so it knows the first seven puts complete but not the
   eighth.  Rank 1 stores to ints 0 to 7 after its own MPI_Allreduce.
   The completions are correctable (rank 0 is multithreaded): the seven
   ordered conflicts wait for the barrier's delivery while the
   notifications come, and are then found ordered; the eighth is a race
   whatever the timing (reported with the last Put's line and the
   store's).  The 300 completions after the eighth are more than the
   2 x 64 complete batches rank 1 keeps per origin when they cannot be
   corrected: the eighth's, correctable, must stay till the barrier.  */
/* { dg-do run } */
/* { dg-shouldfail "data race" } */
/* { dg-rmarace-repeat 3 } */

#include <mpi.h>
#include <omp.h>
#include <stdio.h>

static int one = 1;

static void
put_one (MPI_Win win, int i)
{
  MPI_Win_lock (MPI_LOCK_SHARED, 1, 0, win);
  MPI_Put (&one, 1, MPI_INT, 1, i, 1, MPI_INT, win);
  MPI_Win_unlock (1, win);
}

int
main (int argc, char **argv)
{
  int provided, rank, sum;
  int *mem;
  MPI_Win win;

  MPI_Init_thread (&argc, &argv, MPI_THREAD_MULTIPLE, &provided);
  if (provided != MPI_THREAD_MULTIPLE)
    MPI_Abort (MPI_COMM_WORLD, 1);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Win_allocate (10 * sizeof (int), sizeof (int), MPI_INFO_NULL,
                    MPI_COMM_WORLD, &mem, &win);
  for (int i = 0; i < 10; i++)
    mem[i] = 100 * rank + i;
  MPI_Barrier (MPI_COMM_WORLD);

  if (rank == 0)
    {
#pragma omp parallel
      {
        if (omp_get_thread_num () == 0)
          for (int i = 0; i < 7; i++)
            put_one (win, i);
#pragma omp barrier
        if (omp_get_thread_num () == 0)
          {
            MPI_Win_lock (MPI_LOCK_SHARED, 1, 0, win);
            MPI_Put (&one, 1, MPI_INT, 1, 7, 1, MPI_INT, win);
            MPI_Win_unlock (1, win);
            for (int i = 0; i < 300; i++)
              put_one (win, 9);
          }
        else if (omp_get_thread_num () == 1)
          MPI_Allreduce (&one, &sum, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
      }
    }
  else
    {
      MPI_Allreduce (&one, &sum, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
      for (int i = 0; i < 8; i++)
        ((volatile int *) mem)[i] = 2;
    }
  MPI_Barrier (MPI_COMM_WORLD);
  if (rank == 1)
    printf ("mem[7] = %d\n", mem[7]);

  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}

/* { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" } */
/* { dg-output "  MPI_Put, remote write of size 4 at 0x\[0-9a-f\]+ by rank 0, thread 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*collective-thread-deferred-300-put-store\\.c:66:\[0-9\]+\r?\n" } */
/* { dg-output "  Conflicting local store of size 4 at 0x\[0-9a-f\]+ by rank 1, thread 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*collective-thread-deferred-300-put-store\\.c:79:\[0-9\]+\r?\n" } */
/* { dg-output "  Location is window \[0-9\]+ of rank 1, offset \\\[28, 32\\) of 40 bytes\\.\r?\n" } */
/* { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*collective-thread-deferred-300-put-store\\.c:66:\[0-9\]+ \\(MPI_Put, remote write from rank 0, thread 0\\) and \[^\r\n\]*collective-thread-deferred-300-put-store\\.c:79:\[0-9\]+ \\(local store, thread 0\\)\r?\n" } */
