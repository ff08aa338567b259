/* task-many-get-load.c -- two sibling tasks race after 100000 others.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: a data race.  task-sibling-get-load.c after 100000 tiny
   tasks, each waited for: well over the 64000 clock numbers units once
   had, which a unit now takes over from one it knows has ended.  On
   rank 0, the thread in single then creates two tasks: the first gets
   rank 1's int 0 into BUF[0] and flushes, the second loads BUF[0].
   Nothing orders the two tasks, so OpenMP may run them at the same
   time.  The other threads sleep first, so that the thread that created
   the tasks usually runs both at the barrier of single, the first one
   first: the race must be reported all the same.  The second task
   sleeps first, so that the Get comes first in time whoever runs it.  */
/* { dg-do run } */
/* { dg-shouldfail "data race" } */
/* { dg-rmarace-repeat 5 } */

#include <mpi.h>
#include <omp.h>
#include <stdio.h>
#include <unistd.h>

#ifndef TASKS
#define TASKS 100000
#endif

int
main (int argc, char **argv)
{
  int provided, rank, buf[4] = { 1, 2, 3, 4 }, sum = 0;
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
        if (omp_get_thread_num () != 0)
          usleep (300000);
#pragma omp single
        {
          for (int i = 0; i < TASKS; i++)
            {
#pragma omp task shared(sum)
              sum += i & 1;
#pragma omp taskwait
            }
          printf ("sum = %d\n", sum);
#pragma omp task shared(buf)
          {
            MPI_Get (buf, 1, MPI_INT, 1, 0, 1, MPI_INT, win);
            MPI_Win_flush (1, win);
          }
#pragma omp task shared(buf)
          {
            usleep (100000);
            printf ("buf[0] = %d\n", buf[0]);
          }
        }
      }
    }
  MPI_Win_unlock_all (win);

  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}

/* { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" } */
/* { dg-output "  MPI_Get, origin buffer write of size 4 at 0x\[0-9a-f\]+ by rank 0, thread \[0-9\]+:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*task-many-get-load\\.c:64:\[0-9\]+\r?\n" } */
/* { dg-output "  Conflicting local load of size 4 at 0x\[0-9a-f\]+ by rank 0, thread \[0-9\]+:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*task-many-get-load\\.c:70:\[0-9\]+\r?\n" } */
/* { dg-output "  Location is a local buffer of rank 0\\.\r?\n" } */
/* { dg-output "  The accesses are in two different tasks, which OpenMP may run at the same time\\.\r?\n" } */
/* { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*task-many-get-load\\.c:64:\[0-9\]+ \\(MPI_Get, origin buffer write, thread \[0-9\]+\\) and \[^\r\n\]*task-many-get-load\\.c:70:\[0-9\]+ \\(local load, thread \[0-9\]+\\)\r?\n" } */
