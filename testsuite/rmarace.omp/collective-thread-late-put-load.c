/* collective-thread-late-put-load.c -- a Put completed after another
   thread's MPI_Barrier is not ordered by it.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: a data race.  The twin of collective-thread-put-load.c with
   the other interleaving: on rank 0, thread 1 calls MPI_Barrier, and
   thread 0, which never synchronizes with it, puts to rank 1's int 0 and
   flushes; rank 1 loads the int after its own MPI_Barrier.  Thread 0
   sleeps first, so that the flush comes after the barrier in time: its
   thread knows nothing of the barrier, whose count its completion
   carried, and the Put was taken as ordered before the load.  */
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
  int provided, rank, one = 1;
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

  MPI_Win_lock_all (0, win);
  if (rank == 0)
    {
#pragma omp parallel
      {
        if (omp_get_thread_num () == 0)
          {
            usleep (200000);
            MPI_Put (&one, 1, MPI_INT, 1, 0, 1, MPI_INT, win);
            MPI_Win_flush (1, win);
          }
        else if (omp_get_thread_num () == 1)
          MPI_Barrier (MPI_COMM_WORLD);
      }
    }
  else
    {
      MPI_Barrier (MPI_COMM_WORLD);
      printf ("mem[0] = %d\n", mem[0]);
    }
  MPI_Win_unlock_all (win);

  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}

/* { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" } */
/* { dg-output "  MPI_Put, remote write of size 4 at 0x\[0-9a-f\]+ by rank 0, thread 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*collective-thread-late-put-load\\.c:48:\[0-9\]+\r?\n" } */
/* { dg-output "  Conflicting local load of size 4 at 0x\[0-9a-f\]+ by rank 1, thread 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*collective-thread-late-put-load\\.c:58:\[0-9\]+\r?\n" } */
/* { dg-output "  Location is window \[0-9\]+ of rank 1, offset \\\[0, 4\\) of 40 bytes\\.\r?\n" } */
/* { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*collective-thread-late-put-load\\.c:48:\[0-9\]+ \\(MPI_Put, remote write from rank 0, thread 0\\) and \[^\r\n\]*collective-thread-late-put-load\\.c:58:\[0-9\]+ \\(local load, thread 0\\)\r?\n" } */
