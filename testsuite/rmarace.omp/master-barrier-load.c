/* master-barrier-load.c -- the master thread's MPI_Barrier does not order
   another thread's load of window memory.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: a data race.  Rank 0 puts to rank 1's int 0 and flushes, and
   the master threads of both ranks then call MPI_Barrier inside a
   parallel region.  On rank 1, thread 1 loads the int with no OpenMP
   barrier after the master's MPI_Barrier, so nothing orders its load
   after the Put.  Thread 1 sleeps first only so that its load comes after
   the Put in time.  */
/* { dg-do run } */
/* { dg-shouldfail "data race" } */

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
#pragma omp parallel
  {
#pragma omp master
    {
      if (rank == 0)
        {
          MPI_Put (&one, 1, MPI_INT, 1, 0, 1, MPI_INT, win);
          MPI_Win_flush (1, win);
        }
      MPI_Barrier (MPI_COMM_WORLD);
    }
    if (rank == 1 && omp_get_thread_num () == 1)
      {
        usleep (200000);
        printf ("mem[0] = %d\n", mem[0]);
      }
  }
  MPI_Win_unlock_all (win);

  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}

/* { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" } */
/* { dg-output "  MPI_Put, remote write of size 4 at 0x\[0-9a-f\]+ by rank 0, thread 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*master-barrier-load\\.c:45:\[0-9\]+\r?\n" } */
/* { dg-output "  Conflicting local load of size 4 at 0x\[0-9a-f\]+ by rank 1, thread 1:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*master-barrier-load\\.c:53:\[0-9\]+\r?\n" } */
/* { dg-output "  Location is window \[0-9\]+ of rank 1, offset \\\[0, 4\\) of 40 bytes\\.\r?\n" } */
/* { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*master-barrier-load\\.c:45:\[0-9\]+ \\(MPI_Put, remote write from rank 0, thread 0\\) and \[^\r\n\]*master-barrier-load\\.c:53:\[0-9\]+ \\(local load, thread 1\\)\r?\n" } */
