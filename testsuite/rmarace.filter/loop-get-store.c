/* loop-get-store.c -- a loop stores into an MPI_Get buffer before the flush.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: a data race.  Rank 0 gets into BUF, then a loop stores to
   every element of BUF before MPI_Win_flush: the Get may still be writing
   it.  Recorded as one range after the loop, the stores must still race.  */
/* { dg-do run } */
/* { dg-shouldfail "data race" } */

#include <mpi.h>

__attribute__ ((noinline)) static void
fill (int *p, int n, int v)
{
  for (int i = 0; i < n; i++)
    p[i] = v + i;
}

int
main (int argc, char **argv)
{
  int rank, buf[16];
  int *mem;
  MPI_Win win;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Win_allocate (16 * sizeof (int), sizeof (int), MPI_INFO_NULL,
		    MPI_COMM_WORLD, &mem, &win);
  fill (mem, 16, 100 * rank);
  MPI_Barrier (MPI_COMM_WORLD);

  if (rank == 0)
    {
      MPI_Win_lock_all (0, win);
      MPI_Get (buf, 16, MPI_INT, 1, 0, 16, MPI_INT, win);
      for (int i = 0; i < 16; i++)
	buf[i] = i;
      MPI_Win_flush (1, win);
      MPI_Win_unlock_all (win);
    }
  MPI_Reduce (rank == 0 ? MPI_IN_PLACE : buf, buf, 16, MPI_INT, MPI_SUM, 0,
	      MPI_COMM_WORLD);

  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}

/* { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" } */
/* { dg-output "  MPI_Get, origin buffer write of size \[0-9\]+ at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*loop-get-store\\.c:38:\[0-9\]+\r?\n" } */
/* { dg-output "  Conflicting local store of size \[0-9\]+ at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*loop-get-store\\.c:40:\[0-9\]+\r?\n" } */
