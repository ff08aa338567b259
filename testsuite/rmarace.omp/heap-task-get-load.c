/* heap-task-get-load.c -- a task gets into a heap block that another
   thread of the region loads, with nothing ordering the two.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: a data race.  The pointer goes from the parallel region's
   OpenMP data block to the task's (firstprivate), and only the task gives
   it to MPI_Get: the plugin must follow it from one block to the other.
   On rank 0, thread 0 runs the task at once (if (0)): it gets rank 1's
   int 0 into BUF[0] and flushes it; thread 1 loads BUF[0], and nothing
   orders its load after the flush.  Thread 1 sleeps first only so that
   its load comes after the Get in time.  */
/* { dg-do run } */
/* { dg-shouldfail "data race" } */

#include <mpi.h>
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

int
main (int argc, char **argv)
{
  int provided, rank;
  int *mem, *buf = malloc (4 * sizeof *buf);
  MPI_Win win;

  MPI_Init_thread (&argc, &argv, MPI_THREAD_MULTIPLE, &provided);
  if (provided != MPI_THREAD_MULTIPLE || !buf)
    MPI_Abort (MPI_COMM_WORLD, 1);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Win_allocate (10 * sizeof (int), sizeof (int), MPI_INFO_NULL,
                    MPI_COMM_WORLD, &mem, &win);
  for (int i = 0; i < 10; i++)
    mem[i] = 100 * rank + i;
  for (int i = 0; i < 4; i++)
    buf[i] = i + 1;
  MPI_Barrier (MPI_COMM_WORLD);

  MPI_Win_lock_all (0, win);
  if (rank == 0)
    {
#pragma omp parallel
      {
        if (omp_get_thread_num () == 0)
          {
#pragma omp task firstprivate (buf) if (0)
            {
              MPI_Get (buf, 1, MPI_INT, 1, 0, 1, MPI_INT, win);
              MPI_Win_flush (1, win);
            }
          }
        if (omp_get_thread_num () == 1)
          {
            usleep (200000);
            printf ("buf[0] = %d\n", buf[0]);
          }
      }
    }
  MPI_Win_unlock_all (win);

  MPI_Win_free (&win);
  MPI_Finalize ();
  free (buf);
  return 0;
}

/* { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" } */
/* { dg-output "  MPI_Get, origin buffer write of size 4 at 0x\[0-9a-f\]+ by rank 0, thread 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*heap-task-get-load\\.c:51:\[0-9\]+\r?\n" } */
/* { dg-output "  Conflicting local load of size 4 at 0x\[0-9a-f\]+ by rank 0, thread 1:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*heap-task-get-load\\.c:58:\[0-9\]+\r?\n" } */
/* { dg-output "  Location is a local buffer of rank 0\\.\r?\n" } */
/* { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*heap-task-get-load\\.c:51:\[0-9\]+ \\(MPI_Get, origin buffer write, thread 0\\) and \[^\r\n\]*heap-task-get-load\\.c:58:\[0-9\]+ \\(local load, thread 1\\)\r?\n" } */
