/* version.c -- which loops get an uninstrumented copy (loop versioning).
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Arrays reached through parameters: no filter knows whether they are
   window memory.  An innermost loop without calls whose instrumented
   accesses all have affine addresses is versioned (its ranges tested
   once before it); one with a call that could reach MPI, or an address
   loaded in the loop, is not.  The run tests rmarace.filter/version-*
   check the verdicts.  */

#include <mpi.h>

/* A conditional store and a stride: no loop range, but versioned.
   stats-expect: ^rmarace: stats: conditional: .* versioned 1 hoisted [0-9]+ unguarded [0-9]+\r?$  */

void
conditional (double *out, const double *in, int n)
{
  for (int i = 0; i < n; i++)
    if (in[2 * i] > 0)
      out[i] = in[2 * i];
}

/* A loop nest: the inner loop is versioned, once per outer iteration.
   stats-expect: ^rmarace: stats: nest: .* versioned 1 hoisted [0-9]+ unguarded [0-9]+\r?$  */

void
nest (double *a, const double *b, int n, int m)
{
  for (int j = 0; j < m; j++)
    for (int i = 0; i < n; i++)
      if (b[j * n + i] != 0)
	a[j * n + i] += b[j * n + i];
}

/* A column walk: a stride known only at run time, checked once before
   the outer loop.
   stats-expect: ^rmarace: stats: columns: .* versioned 1 hoisted [0-9]+ unguarded [0-9]+\r?$  */

void
columns (double *a, const double *b, int n, int ld)
{
  for (int j = 0; j < n; j++)
    for (int i = 0; i < n; i++)
      if (b[i * ld + j] > 0)
	a[i * ld + j] = b[i * ld + j];
}

/* Every access makes one contiguous range in every iteration: loop
   ranges cover the loop, which keeps no per-access call; a copy would
   only cost compile time.
   stats-expect: ^rmarace: stats: contiguous: .* ranged: loads 1 stores 1 in 2 ranges, 1 loops mpi-sites 0 versioned 0 hoisted [0-9]+ unguarded [0-9]+\r?$  */

void
contiguous (double *a, const double *b, int n)
{
  for (int i = 0; i < n; i++)
    a[i] = 2 * b[i];
}

/* An MPI call in the loop: never versioned.
   stats-expect: ^rmarace: stats: with_call: .* versioned 0 hoisted [0-9]+ unguarded [0-9]+\r?$  */

void
with_call (double *a, int n, MPI_Win win)
{
  for (int i = 0; i < n; i++)
    {
      if (a[i] > 0)
	a[i] = 0;
      MPI_Win_flush_local_all (win);
    }
}

/* The address of each access is loaded in the loop: not affine.
   stats-expect: ^rmarace: stats: indirect: .* versioned 0 hoisted [0-9]+ unguarded [0-9]+\r?$  */

void
indirect (double **rows, int n)
{
  for (int i = 0; i < n; i++)
    if (rows[i][0] > 0)
      rows[i][0] = 0;
}

/* Vectorized with the dynamic cost model (-O2 uses the very cheap one,
   which versions nothing for aliasing): GCC versions the loop for
   aliasing, and its scalar twin, the fallback and epilogue, gets no
   copy of its own: one loop versioned, the vector loop, not two.  The
   run tests rmarace.filter/version-twin* check that the twin reports.
   stats-expect: ^rmarace: stats: gather: .* 2 loops mpi-sites 0 versioned 1 hoisted [0-9]+ unguarded [0-9]+\r?$  */

void __attribute__ ((optimize ("vect-cost-model=dynamic")))
gather (double *out, const double *in, int n, int s)
{
  for (int i = 0; i < n; i++)
    out[i] = 2 * in[i * s];
}
