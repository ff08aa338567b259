/* guard-overwritten-ok.c -- the active flag cleared, a race-free store.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: no race.  The twin of guard-overwritten.c: rank 0 flushes
   its put before the barrier, so rank 1's store after it is ordered;
   restoring the flag that rank 1 cleared must not make a race of it.  */
/* { dg-do run } */

#define _GNU_SOURCE
#include <dlfcn.h>
#include <mpi.h>

double total;

int
main (int argc, char **argv)
{
  int rank;
  double one = 1.0;
  MPI_Win win;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Win_create (&total, sizeof total, sizeof total, MPI_INFO_NULL,
		  MPI_COMM_WORLD, &win);
  MPI_Win_lock_all (0, win);
  if (rank == 0)
    {
      MPI_Put (&one, 1, MPI_DOUBLE, 1, 0, 1, MPI_DOUBLE, win);
      MPI_Win_flush (1, win);
    }
  if (rank == 1)
    {
      volatile int *active = dlsym (RTLD_DEFAULT, "__rmarace_active");
      if (active)
	*active = 0;
    }
  MPI_Barrier (MPI_COMM_WORLD);
  if (rank == 1)
    total = 2.0;
  MPI_Win_unlock_all (win);

  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}
