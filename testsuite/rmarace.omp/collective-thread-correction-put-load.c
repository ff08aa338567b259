/* collective-thread-correction-put-load.c -- a target that knows a Put's
   completion before it learns that another thread's collective did not
   follow it.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: a data race.  On rank 0, thread 0 puts to rank 1's int 0 in
   a lock epoch, whose unlock sends rank 1 the Put and its completion;
   thread 1, with no thread synchronization after the unlock, calls
   MPI_Allreduce, and rank 1 loads the int after its own MPI_Allreduce.
   The collective orders thread 1's past before the load, not the Put.
   Rank 1 may know the completion when it checks the load, but the
   correction that says the collective did not follow it (made when
   thread 1 completes the collective, which delivers nothing) comes only
   with rank 0's next delivery: the load must wait for it.  Thread 1
   sleeps first, so that the unlock comes before the collective in
   time.  */
/* { dg-do run } */
/* { dg-shouldfail "data race" } */
/* { dg-rmarace-repeat 5 } */

#include <mpi.h>
#include <omp.h>
#include <stdio.h>
#include <unistd.h>

int
main (int argc, char **argv)
{
  int provided, rank, one = 1, sum;
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
          {
            MPI_Win_lock (MPI_LOCK_SHARED, 1, 0, win);
            MPI_Put (&one, 1, MPI_INT, 1, 0, 1, MPI_INT, win);
            MPI_Win_unlock (1, win);
          }
        else if (omp_get_thread_num () == 1)
          {
            usleep (200000);
            MPI_Allreduce (&one, &sum, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
          }
      }
    }
  else
    {
      MPI_Allreduce (&one, &sum, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
      printf ("mem[0] = %d\n", mem[0]);
    }

  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}

/* { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" } */
/* { dg-output "  MPI_Put, remote write of size 4 at 0x\[0-9a-f\]+ by rank 0, thread 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*collective-thread-correction-put-load\\.c:52:\[0-9\]+\r?\n" } */
/* { dg-output "  Conflicting local load of size 4 at 0x\[0-9a-f\]+ by rank 1, thread 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*collective-thread-correction-put-load\\.c:65:\[0-9\]+\r?\n" } */
/* { dg-output "  Location is window \[0-9\]+ of rank 1, offset \\\[0, 4\\) of 40 bytes\\.\r?\n" } */
/* { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*collective-thread-correction-put-load\\.c:52:\[0-9\]+ \\(MPI_Put, remote write from rank 0, thread 0\\) and \[^\r\n\]*collective-thread-correction-put-load\\.c:65:\[0-9\]+ \\(local load, thread 0\\)\r?\n" } */
