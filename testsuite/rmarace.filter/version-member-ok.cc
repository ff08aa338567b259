/* version-member-ok.cc -- a C++ member loop misses window memory.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: no race.  The twin of version-member.cc: rank 1's object
   has OUT off the window while the Put into the window is pending.  */
/* { dg-do run } */

#include <mpi.h>

struct Field
{
  double *out, *in;
  int n;
  void relax ();
};

void __attribute__ ((noinline))
Field::relax ()
{
  for (int i = 1; i < n - 1; i++)
    out[i] = (in[i - 1] + in[i] + in[i + 1]) / 3;
}

int
main (int argc, char **argv)
{
  int rank, n = 16;
  double one = 1.0, *mem;
  MPI_Win win;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Win_allocate (n * sizeof (double), sizeof (double), MPI_INFO_NULL,
		    MPI_COMM_WORLD, &mem, &win);
  Field f = { new double[n] (), new double[n] (), n + argc - 1 };
  MPI_Barrier (MPI_COMM_WORLD);
  MPI_Win_lock_all (0, win);
  if (rank == 0)
    MPI_Put (&one, 1, MPI_DOUBLE, 1, 5, 1, MPI_DOUBLE, win);
  MPI_Barrier (MPI_COMM_WORLD);
  if (rank == 1)
    f.relax ();
  if (rank == 0)
    MPI_Win_flush (1, win);
  MPI_Win_unlock_all (win);

  delete[] f.in;
  delete[] f.out;
  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}

