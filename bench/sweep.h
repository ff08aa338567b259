/* sweep.h -- the stencil of stencil2d.c and halo.c.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Both benchmarks split an N x N grid of doubles by rows between the
   ranks, each rank keeping its rows plus two halo rows on each side, and
   differ only in how the halos travel.  */

#ifndef RMARACE_BENCH_SWEEP_H
#define RMARACE_BENCH_SWEEP_H

#include <stddef.h>

/* The stencil: c0 u + c1 (4 neighbours at 1) + c2 (4 at 2), sum 1.  */
static const double c0 = 0.5, c1 = 0.1, c2 = 0.025;

/* One sweep of the stencil over rows 2 .. NROWS + 1 of U (row length N,
   columns 2 .. N - 3) into V.  */

static void
sweep (const double *restrict u, double *restrict v, int nrows, int n)
{
  for (int i = 2; i < nrows + 2; i++)
    {
      const double *r = u + (size_t) i * n;
      double *w = v + (size_t) i * n;
      for (int j = 2; j < n - 2; j++)
	w[j] = (c0 * r[j]
		+ c1 * (r[j - 1] + r[j + 1] + r[j - n] + r[j + n])
		+ c2 * (r[j - 2] + r[j + 2] + r[j - 2 * n] + r[j + 2 * n]));
    }
}

/* A smooth initial field in U and V, NROWS + 4 rows of N from global row
   FIRST - 2 on; the outer two rows and columns of the whole grid stay
   fixed (they are in both arrays).  */

static void
fill (double *u, double *v, int first, int nrows, int n)
{
  for (int i = 0; i < nrows + 4; i++)
    for (int j = 0; j < n; j++)
      {
	int gi = first + i - 2;
	u[(size_t) i * n + j] = v[(size_t) i * n + j]
	  = (double) ((gi * 7 + j * 13) % 101) / 101.0;
      }
}

#endif /* RMARACE_BENCH_SWEEP_H */
