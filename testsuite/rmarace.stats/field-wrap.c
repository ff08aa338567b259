/* field-wrap.c -- blocks from wrappers of the allocator (filter
   "field").
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   XALLOC wraps posix_memalign as the Parallel Research Kernels'
   prk_malloc does; GCC does not inline it.  Each call of it returns
   its own block, judged by the call's place in the source as an
   allocation call is: in SUM_PRIVATE the block goes nowhere but loads,
   stores and free, so the accesses through it are not instrumented.  They are kept when the
   block is a window's memory (SUM_WIN), goes to a function of another
   unit (SUM_PASSED), comes from a wrapper that also keeps it
   (XALLOC_KEPT, SUM_KEPT) or that may return its argument (XALLOC_OR,
   SUM_OR).  The run tests rmarace.filter/field-wrap-*.c check the
   verdicts.  */

#include <mpi.h>
#include <stdlib.h>

void keep (void *);
double *kept_block;

__attribute__ ((noinline)) static void *
xalloc (size_t bytes)
{
  void *p = NULL;
  if (posix_memalign (&p, 64, bytes))
    p = NULL;
  return p;
}

__attribute__ ((noinline)) static double *
xalloc_kept (size_t n)
{
  double *p = malloc (n * sizeof (double));
  kept_block = p;
  return p;
}

__attribute__ ((noinline)) static double *
xalloc_or (double *old, size_t n)
{
  return old ? old : malloc (n * sizeof (double));
}

/* stats-expect: sum_private: .*filtered: .*field=[1-9]  */

__attribute__ ((noinline)) double
sum_private (int n)
{
  double *w = xalloc (n * sizeof (double)), s = 0;
  for (int i = 0; i < n; i++)
    w[i] = i;
  for (int i = 0; i < n; i += 2)
    s += w[i] * w[n - 1 - i];
  free (w);
  return s;
}

/* stats-reject: sum_win: .*field=  */

__attribute__ ((noinline)) double
sum_win (long n, MPI_Win *win)
{
  double *w = xalloc (n * sizeof (double)), s = 0;
  MPI_Win_create (w, n * sizeof (double), sizeof (double), MPI_INFO_NULL,
		  MPI_COMM_WORLD, win);
  for (long i = 0; i < n; i++)
    s += w[i];
  return s;
}

/* stats-reject: sum_passed: .*field=  */

__attribute__ ((noinline)) double
sum_passed (long n)
{
  double *w = xalloc (n * sizeof (double)), s = 0;
  keep (w);
  for (long i = 0; i < n; i++)
    s += w[i];
  return s;
}

/* stats-reject: sum_kept: .*field=  */

__attribute__ ((noinline)) double
sum_kept (long n)
{
  double *w = xalloc_kept (n), s = 0;
  for (long i = 0; i < n; i++)
    s += w[i];
  free (w);
  return s;
}

/* stats-reject: sum_or: .*field=  */

__attribute__ ((noinline)) double
sum_or (double *old, long n)
{
  double *w = xalloc_or (old, n), s = 0;
  for (long i = 0; i < n; i++)
    s += w[i];
  return s;
}
