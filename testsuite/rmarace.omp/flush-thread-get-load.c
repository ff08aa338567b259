/* flush-thread-get-load.c -- a flush by another thread that is not ordered
   after a Get does not complete it.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: a data race.  On rank 0, thread 1 gets rank 1's int 0 into
   BUF[0]; thread 0 calls MPI_Win_flush, but nothing orders the flush
   after the Get, so it does not complete the Get.  After an OpenMP
   barrier thread 1 loads BUF[0] while the Get is still pending.  Thread 0
   sleeps first only so that its flush comes after the Get in time: the
   order, not the time, decides.  */
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
        if (omp_get_thread_num () == 1)
          MPI_Get (buf, 1, MPI_INT, 1, 0, 1, MPI_INT, win);
        if (omp_get_thread_num () == 0)
          {
            usleep (200000);
            MPI_Win_flush (1, win);
          }
#pragma omp barrier
        if (omp_get_thread_num () == 1)
          printf ("buf[0] = %d\n", buf[0]);
      }
    }
  MPI_Win_unlock_all (win);

  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}

/* { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" } */
/* { dg-output "  MPI_Get, origin buffer write of size 4 at 0x\[0-9a-f\]+ by rank 0, thread 1:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*flush-thread-get-load\\.c:44:\[0-9\]+\r?\n" } */
/* { dg-output "  Conflicting local load of size 4 at 0x\[0-9a-f\]+ by rank 0, thread 1:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*flush-thread-get-load\\.c:52:\[0-9\]+\r?\n" } */
/* { dg-output "  Location is a local buffer of rank 0\\.\r?\n" } */
/* { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*flush-thread-get-load\\.c:44:\[0-9\]+ \\(MPI_Get, origin buffer write, thread 1\\) and \[^\r\n\]*flush-thread-get-load\\.c:52:\[0-9\]+ \\(local load, thread 1\\)\r?\n" } */
