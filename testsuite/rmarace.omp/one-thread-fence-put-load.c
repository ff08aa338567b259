/* one-thread-fence-put-load.c -- in a team of one thread, a load of
   window memory after a fence races with a Put of the next epoch.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: a data race.  The pattern of a halo exchange overlapped
   with computation by fences (each fence ends one round and starts the
   next), run by a team of one thread (num_threads(1), as
   OMP_NUM_THREADS=1 makes every team): rank 1 puts an int into rank 0's
   window, both fence, and rank 0 loads it; the fence also started the
   epoch of rank 1's next Put, which nothing orders after that load.
   A team of one thread keeps none of its accesses for other threads'
   calls (there are none), and the race is still found.  */
/* { dg-do run } */
/* { dg-shouldfail "data race" } */

#include <mpi.h>
#include <stdio.h>

int
main (int argc, char **argv)
{
  int provided, rank, sum = 0;
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

  MPI_Win_fence (MPI_MODE_NOPRECEDE, win);
#pragma omp parallel num_threads(1) reduction(+:sum)
  for (int it = 0; it < 2; it++)
    {
      int val = it + 1;
      if (rank == 1)
        MPI_Put (&val, 1, MPI_INT, 0, 0, 1, MPI_INT, win);
      MPI_Win_fence (0, win);
      if (rank == 0)
        sum += mem[0];
    }
  MPI_Win_fence (MPI_MODE_NOSUCCEED, win);
  if (rank == 0)
    printf ("sum = %d\n", sum);

  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}

/* { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" } */
/* { dg-output "  MPI_Put, remote write of size 4 at 0x\[0-9a-f\]+ by rank 1:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*one-thread-fence-put-load\\.c:43:\[0-9\]+\r?\n" } */
/* { dg-output "  Conflicting local load of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*one-thread-fence-put-load\\.c:46:\[0-9\]+\r?\n" } */
/* { dg-output "  Location is window 1 of rank 0, offset \\\[0, 4\\) of 40 bytes\\.\r?\n" } */
/* { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*one-thread-fence-put-load\\.c:43:\[0-9\]+ \\(MPI_Put, remote write from rank 1\\) and \[^\r\n\]*one-thread-fence-put-load\\.c:46:\[0-9\]+ \\(local load\\)\r?\n" } */
