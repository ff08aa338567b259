/* load-then-get.c -- a thread loads a buffer before, in time, another
   thread gets into it, with nothing ordering the two.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: a data race, in every run.  On rank 0, thread 1 loads BUF[0]
   at once; thread 0 sleeps, then gets rank 1's int 0 into BUF[0].  The
   load comes first in time, but no thread synchronization orders it
   before the Get: another schedule runs the Get first.  A happens-before
   checker must give the same verdict whichever came first, so the Get is
   checked against the earlier accesses of the other threads.  */
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
            usleep (200000);
            MPI_Get (buf, 1, MPI_INT, 1, 0, 1, MPI_INT, win);
            MPI_Win_flush (1, win);
          }
        else if (omp_get_thread_num () == 1)
          printf ("buf[0] = %d\n", buf[0]);
      }
    }
  MPI_Win_unlock_all (win);

  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}

/* { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" } */
/* { dg-output "  MPI_Get, origin buffer write of size 4 at 0x\[0-9a-f\]+ by rank 0, thread 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*load-then-get\\.c:47:\[0-9\]+\r?\n" } */
/* { dg-output "  Conflicting local load of size 4 at 0x\[0-9a-f\]+ by rank 0, thread 1:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*load-then-get\\.c:51:\[0-9\]+\r?\n" } */
/* { dg-output "  Location is a local buffer of rank 0\\.\r?\n" } */
/* { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*load-then-get\\.c:47:\[0-9\]+ \\(MPI_Get, origin buffer write, thread 0\\) and \[^\r\n\]*load-then-get\\.c:51:\[0-9\]+ \\(local load, thread 1\\)\r?\n" } */
