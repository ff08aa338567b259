/* for-get-load.c -- omp for nowait: a load after the loop races with
   another thread's Get.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: a data race.  On rank 0, the team shares a loop that gets
   rank 1's ints 0 to 3 into BUF, one per iteration, each with a flush;
   schedule(static, 1) gives iteration 0 to thread 0.  With nowait there
   is no barrier after the loop, and thread 1 loads BUF[0].  Thread 1
   sleeps first only so that its load comes after thread 0's Get in time.  */
/* { dg-do run } */
/* { dg-shouldfail "data race" } */

#include <mpi.h>
#include <omp.h>
#include <stdio.h>
#include <unistd.h>

int
main (int argc, char **argv)
{
  int provided, rank, buf[4] = { 1, 2, 3, 4 };
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
#pragma omp for schedule(static, 1) nowait
        for (int i = 0; i < 4; i++)
          {
            MPI_Get (buf + i, 1, MPI_INT, 1, i, 1, MPI_INT, win);
            MPI_Win_flush (1, win);
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
  return 0;
}

/* { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" } */
/* { dg-output "  MPI_Get, origin buffer write of size 4 at 0x\[0-9a-f\]+ by rank 0, thread 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*for-get-load\\.c:45:\[0-9\]+\r?\n" } */
/* { dg-output "  Conflicting local load of size 4 at 0x\[0-9a-f\]+ by rank 0, thread 1:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*for-get-load\\.c:51:\[0-9\]+\r?\n" } */
/* { dg-output "  Location is a local buffer of rank 0\\.\r?\n" } */
/* { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*for-get-load\\.c:45:\[0-9\]+ \\(MPI_Get, origin buffer write, thread 0\\) and \[^\r\n\]*for-get-load\\.c:51:\[0-9\]+ \\(local load, thread 1\\)\r?\n" } */
