/* parallel-only-ok.c -- a program whose only OpenMP construct is a
   parallel region with a reduction.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: no race, and the right count.  Every libgomp entry point
   the program calls is one the runtime stands in for, so a link with
   --as-needed (GCC's default on Debian) leaves libgomp out of the
   program's dependencies: the runtime must load it itself.  */
/* { dg-do run } */

#include <mpi.h>
#include <stdio.h>

int
main (int argc, char **argv)
{
  int provided, threads = 0;

  MPI_Init_thread (&argc, &argv, MPI_THREAD_MULTIPLE, &provided);
  if (provided != MPI_THREAD_MULTIPLE)
    MPI_Abort (MPI_COMM_WORLD, 1);
#pragma omp parallel reduction (+:threads)
  threads += 1;
  if (threads < 1)
    {
      fprintf (stderr, "no thread ran the region\n");
      MPI_Abort (MPI_COMM_WORLD, 1);
    }
  MPI_Finalize ();
  return 0;
}
