/* version-rows.c -- which loops get an uninstrumented copy.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or
   later; see the file COPYING.

   ROWS copies M elements of each of N rows LD elements apart (LD known
   only at run time; OUT and IN may be window memory): the nest is
   versioned (once, before its outer loop at -O3, whose inner loop's
   count is the difference of the row's end and start, both set in each
   outer iteration; the run tests rmarace.filter/version-nest-row*.c and
   f-version-nest-row*.f90 check the verdicts).  SCALE's loop, with a
   conditional store, walks memory that MPI_Win_allocate set: the check
   would always take the instrumented loop, so it gets no copy; FILTER's
   twin of it, on a pointer parameter, does.

   stats-expect: ^rmarace: stats: rows: .* versioned 1 hoisted [0-9]+ unguarded [0-9]+\r?$
   stats-expect: ^rmarace: stats: scale: .* versioned 0 hoisted [0-9]+ unguarded [0-9]+\r?$
   stats-expect: ^rmarace: stats: filter: .* versioned 1 hoisted [0-9]+ unguarded [0-9]+\r?$  */

#include <mpi.h>

void
rows (double *out, const double *in, long n, long m, long ld)
{
  for (long i = 0; i < n; i++)
    for (long j = 0; j < m; j++)
      out[i * ld + j] = in[j * n + i];
}

double *base;

void
scale (long n, int steps, MPI_Win *win)
{
  MPI_Win_allocate (n * sizeof (double), sizeof (double), MPI_INFO_NULL,
		    MPI_COMM_WORLD, &base, win);
  for (int s = 0; s < steps; s++)
    {
      for (long i = 0; i < n; i++)
	if (base[i] > 0)
	  base[i] = base[i] * 0.5 + s;
      MPI_Barrier (MPI_COMM_WORLD);
    }
}

void
filter (double *p, long n, int steps)
{
  for (int s = 0; s < steps; s++)
    {
      for (long i = 0; i < n; i++)
	if (p[i] > 0)
	  p[i] = p[i] * 0.5 + s;
      MPI_Barrier (MPI_COMM_WORLD);
    }
}
