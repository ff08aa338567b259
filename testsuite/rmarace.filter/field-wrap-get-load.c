/* field-wrap-get-load.c -- a block from a wrapper of posix_memalign is
   an MPI_Get origin.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: a data race.  XALLOC, a wrapper of posix_memalign that GCC
   does not inline (as the Parallel Research Kernels' prk_malloc),
   returns the blocks of IN and WORK; each call's block is its own.
   IN's block is MPI_Get's origin buffer and rank 0 reads it, indexed
   by a long variable, before MPI_Win_flush, while the Get may still
   write it.  WORK's block never reaches MPI: the filter "field" drops
   the accesses through it and must keep the loads of IN.  */
/* { dg-do run } */
/* { dg-shouldfail "data race" } */

#include <mpi.h>
#include <stdlib.h>

long stride = 1;

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
  int rank;
  double mem[4] = { 1, 2, 3, 4 }, seen = 0;
  long n = 4 + argc;
  MPI_Win win;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  double *in = xalloc (4 * sizeof (double));
  double *work = xalloc (n * sizeof (double));
  for (long i = 0; i < n; i++)
    work[i * stride] = i;
  MPI_Win_create (mem, sizeof mem, sizeof (double), MPI_INFO_NULL,
		  MPI_COMM_WORLD, &win);
  MPI_Win_lock_all (0, win);
  if (rank == 0)
    {
      MPI_Get (in, 4, MPI_DOUBLE, 1, 0, 4, MPI_DOUBLE, win);
      for (long i = 0; i < 4; i++)
	seen += in[i * stride] * work[i * stride];
      MPI_Win_flush (1, win);
    }
  MPI_Win_unlock_all (win);
  MPI_Barrier (MPI_COMM_WORLD);
  MPI_Win_free (&win);
  free (work);
  free (in);
  MPI_Finalize ();
  return seen < 0;
}
/* { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" } */
/* { dg-output "  MPI_Get, origin buffer write of size \[0-9\]+ at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*field-wrap-get-load\\.c:50:\[0-9\]+\r?\n" } */
/* { dg-output "  Conflicting local load of size \[0-9\]+ at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*field-wrap-get-load\\.c:52:\[0-9\]+\r?\n" } */
