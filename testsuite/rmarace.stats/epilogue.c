/* epilogue.c -- the scalar epilogue of a vector loop shares one branch.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   GCC vectorizes the inner loops below two doubles at a time and
   unrolls their scalar epilogue (the last, odd iteration of a row) into
   the outer loop.  The vector loop gets one loop range per access; the
   epilogue's load and store keep their guards, in one group (one
   branch, one cold block).  Calling the runtime unguarded there saved
   GCC nothing measurable on the PRK kernels and would cost a call of
   the runtime at every execution of the vector loop (bench/results.md,
   "ccloop").  The run tests rmarace.filter/epilogue*
   and f-epilogue* check the verdicts.  */

#include <stdlib.h>

double *helper_alloc (size_t n);

/* Only main calls it, once: the same shape.  (Rows below scales by 3,
   or GCC would fold the two functions into one.)
   stats-expect: ^rmarace: stats: setup: .* groups 1/2 ranged: loads 1 stores 1 in 2 ranges, 1 loops .* versioned 0 hoisted [0-9]+ unguarded 0\r?$  */

static void __attribute__ ((noinline, optimize ("vect-cost-model=dynamic")))
setup (double *restrict out, const double *restrict in, int m, int n)
{
  for (int j = 0; j < m; j++)
    for (int i = 0; i < n; i++)
      out[j * n + i] = 2 * in[j * n + i];
}

/* stats-expect: ^rmarace: stats: rows: .* groups [1-9]/[0-9]+ ranged: loads 1 stores 1 in 2 ranges, 1 loops .* unguarded 0\r?$  */

void __attribute__ ((noinline, optimize ("vect-cost-model=dynamic")))
rows (double *restrict out, const double *restrict in, int m, int n)
{
  for (int j = 0; j < m; j++)
    for (int i = 0; i < n; i++)
      out[j * n + i] = 3 * in[j * n + i];
}

int
main (int argc, char **argv)
{
  int m = 2 + argc, n = 17 + 2 * argc;
  double *out = helper_alloc (m * n), *in = helper_alloc (m * n);
  setup (out, in, m, n);
  rows (out, in, m, n);
  return 0;
}
