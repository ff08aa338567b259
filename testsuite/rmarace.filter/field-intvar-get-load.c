/* field-intvar-get-load.c -- blocks from a wrapper of posix_memalign,
   indexed by integer variables in memory; one is an MPI_Get origin.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: a data race.  As the Parallel Research Kernels' Transpose:
   ORDER is a long whose address MPI_Bcast takes, so the nests read it
   from memory, and their row length is ORDER / NPROCS.  XALLOC, a
   wrapper of posix_memalign that GCC does not inline, returns the
   blocks of IN, A and B.  IN's block is MPI_Get's origin buffer and
   rank 0 reads it in a nest before MPI_Win_flush, while the Get may
   still write it: the loads of IN must stay instrumented.  A's and B's
   blocks never reach MPI: the filter "field" may drop their accesses,
   whose indexes come from ORDER (an integer variable of a plain type
   holds no pointer).  */
/* { dg-do run } */
/* { dg-shouldfail "data race" } */

#include <mpi.h>
#include <stdlib.h>

__attribute__ ((noinline)) static void *
xalloc (size_t bytes)
{
  void *p = NULL;
  if (posix_memalign (&p, 64, bytes))
    p = NULL;
  return p;
}

int
main (int argc, char **argv)
{
  int rank, nprocs;
  long order = 2 + argc;
  double mem[16] = { 0 }, seen = 0;
  MPI_Win win;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Comm_size (MPI_COMM_WORLD, &nprocs);
  MPI_Bcast (&order, 1, MPI_LONG, 0, MPI_COMM_WORLD);
  long block = order / nprocs;
  double *in = xalloc (order * order * sizeof (double));
  double *a = xalloc (order * order * sizeof (double));
  double *b = xalloc (order * order * sizeof (double));
  for (long j = 0; j < block; j++)
    for (long i = 0; i < order; i++)
      {
	a[i + order * j] = i + j;
	b[i + order * j] = 0;
	in[i + order * j] = 0;
      }
  MPI_Win_create (mem, sizeof mem, sizeof (double), MPI_INFO_NULL,
		  MPI_COMM_WORLD, &win);
  MPI_Win_lock_all (0, win);
  if (rank == 0)
    {
      MPI_Get (in, 2, MPI_DOUBLE, 1, 0, 2, MPI_DOUBLE, win);
      for (long i = 0; i < block; i++)
	for (long j = 0; j < block; j++)
	  {
	    b[j + order * i] += a[i + order * j] + in[i + order * j];
	    a[i + order * j] += 1.0;
	  }
      MPI_Win_flush (1, win);
    }
  MPI_Win_unlock_all (win);
  MPI_Barrier (MPI_COMM_WORLD);
  for (long i = 0; i < block; i++)
    seen += b[i];
  MPI_Win_free (&win);
  free (b);
  free (a);
  free (in);
  MPI_Finalize ();
  return seen < 0;
}
/* { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" } */
/* { dg-output "  MPI_Get, origin buffer write of size \[0-9\]+ at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*field-intvar-get-load\\.c:60:\[0-9\]+\r?\n" } */
/* { dg-output "  Conflicting local load of size \[0-9\]+ at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*field-intvar-get-load\\.c:64:\[0-9\]+\r?\n" } */
