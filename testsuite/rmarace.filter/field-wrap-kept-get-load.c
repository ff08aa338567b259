/* field-wrap-kept-get-load.c -- a wrapper of malloc returns a block it
   also keeps, which another unit makes an MPI_Get origin.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: a data race.  XALLOC_KEPT, a wrapper of malloc that GCC
   does not inline, returns its block and keeps it in WRAP_LAST;
   HELPER_WRAP_GET (another unit, helpers/wrap-get.c) makes that block
   MPI_Get's origin buffer, and rank 0 reads it before MPI_Win_flush,
   while the Get may still write it.  The filter "field" must not take
   the wrapper's calls for allocations whose blocks are private.  */
/* { dg-do run } */
/* { dg-shouldfail "data race" } */
/* { dg-rmarace-sources helpers/wrap-get.c } */

#include <mpi.h>
#include <stdlib.h>

double *wrap_last;

void helper_wrap_get (MPI_Win);

__attribute__ ((noinline)) static double *
xalloc_kept (size_t n)
{
  double *p = malloc (n * sizeof (double));
  wrap_last = p;
  return p;
}

int
main (int argc, char **argv)
{
  int rank;
  double mem[4] = { 1, 2, 3, 4 }, seen = 0;
  MPI_Win win;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  double *in = xalloc_kept (4 + argc);
  MPI_Win_create (mem, sizeof mem, sizeof (double), MPI_INFO_NULL,
		  MPI_COMM_WORLD, &win);
  MPI_Win_lock_all (0, win);
  if (rank == 0)
    {
      helper_wrap_get (win);
      seen = in[0];
      MPI_Win_flush (1, win);
    }
  MPI_Win_unlock_all (win);
  MPI_Barrier (MPI_COMM_WORLD);
  MPI_Win_free (&win);
  free (in);
  MPI_Finalize ();
  return seen < 0;
}
/* { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" } */
/* { dg-output "  MPI_Get, origin buffer write of size 8 at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*wrap-get\\.c:17:\[0-9\]+\r?\n" } */
/* { dg-output "  Conflicting local load of size 8 at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*field-wrap-kept-get-load\\.c:48:\[0-9\]+\r?\n" } */
