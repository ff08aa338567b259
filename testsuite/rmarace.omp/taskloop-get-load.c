/* taskloop-get-load.c -- a load of an MPI_Get buffer that the tasks of an
   OpenMP taskloop fill, with nogroup.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: a data race.  On rank 0, thread 0 runs a taskloop whose two
   tasks each get one of rank 1's ints into BUF[I] and flush; with
   nogroup it does not wait for them, so nothing orders its load of
   BUF[0] after the flushes.  Thread 0 sleeps first, so that another
   thread of the team runs the tasks and the Get comes before the load in
   time.  */
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
        if (omp_get_thread_num () == 0)
          {
#pragma omp taskloop nogroup grainsize(1)
            for (int i = 0; i < 2; i++)
              {
                MPI_Get (&buf[i], 1, MPI_INT, 1, i, 1, MPI_INT, win);
                MPI_Win_flush (1, win);
              }
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
/* { dg-output "  MPI_Get, origin buffer write of size 4 at 0x\[0-9a-f\]+ by rank 0, thread \[0-9\]+:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*taskloop-get-load\\.c:48:\[0-9\]+\r?\n" } */
/* { dg-output "  Conflicting local load of size 4 at 0x\[0-9a-f\]+ by rank 0, thread 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*taskloop-get-load\\.c:52:\[0-9\]+\r?\n" } */
/* { dg-output "  Location is a local buffer of rank 0\\.\r?\n" } */
/* { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*taskloop-get-load\\.c:48:\[0-9\]+ \\(MPI_Get, origin buffer write, thread \[0-9\]+\\) and \[^\r\n\]*taskloop-get-load\\.c:52:\[0-9\]+ \\(local load, thread 0\\)\r?\n" } */
