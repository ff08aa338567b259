/* stack-heap-get-load.c -- tracked memory on the stack and on the heap.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: a data race.  Each rank has a window over an int member of a
   structure on its stack and one over a heap block, so tracked memory
   lies on both sides of everything else; the guard must still let
   through exactly the accesses near it.  Rank 0 gets from rank 1's stack
   window into a heap buffer, works on untracked heap and stack arrays,
   then reads the heap buffer before MPI_Win_flush: the Get may still be
   writing it.  */
/* { dg-do run } */
/* { dg-shouldfail "data race" } */

#include <mpi.h>
#include <stdlib.h>

struct counter
{
  double before[3];
  int steps;
  double after[3];
};

__attribute__ ((noinline)) static double
work (double *a, int n)
{
  double s = 0;
  for (int i = 0; i < n; i++)
    {
      a[i] = a[i] * 0.5 + i;
      s += a[i];
    }
  return s;
}

int
main (int argc, char **argv)
{
  int rank;
  struct counter c = { { 1, 2, 3 }, 0, { 4, 5, 6 } };
  double local[100] = { 0 };
  MPI_Win swin, hwin;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  int *halo = calloc (64, sizeof (int));
  double *scratch = calloc (1000, sizeof (double));
  int *got = calloc (4, sizeof (int));
  c.steps = 10 * rank + 1;
  MPI_Win_create (&c.steps, sizeof (int), sizeof (int), MPI_INFO_NULL,
		  MPI_COMM_WORLD, &swin);
  MPI_Win_create (halo, 64 * sizeof (int), sizeof (int), MPI_INFO_NULL,
		  MPI_COMM_WORLD, &hwin);
  MPI_Barrier (MPI_COMM_WORLD);

  double sum = 0;
  if (rank == 0)
    {
      MPI_Win_lock_all (0, swin);
      MPI_Get (got, 1, MPI_INT, 1, 0, 1, MPI_INT, swin);
      sum = work (scratch, 1000) + work (local, 100) + c.before[2];
      sum += got[0];
      MPI_Win_flush (1, swin);
      MPI_Win_unlock_all (swin);
    }
  MPI_Reduce (rank == 0 ? MPI_IN_PLACE : &sum, &sum, 1, MPI_DOUBLE, MPI_SUM,
	      0, MPI_COMM_WORLD);

  MPI_Win_free (&hwin);
  MPI_Win_free (&swin);
  free (got);
  free (scratch);
  free (halo);
  MPI_Finalize ();
  return 0;
}

/* { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" } */
/* { dg-output "  MPI_Get, origin buffer write of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*stack-heap-get-load\\.c:62:\[0-9\]+\r?\n" } */
/* { dg-output "  Conflicting local load of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*stack-heap-get-load\\.c:64:\[0-9\]+\r?\n" } */
