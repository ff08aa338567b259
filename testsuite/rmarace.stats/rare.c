/* rare.c -- accesses in code that runs rarely call the runtime unguarded.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Straight-line code of a function GCC knows runs once (main, a static
   helper only main calls, once) and blocks predicted never to run call
   the runtime with no inline test and no block of their own: the entry
   points test the address themselves (plugin/instrument.cc,
   mark_rare_accesses).  Loops keep their guards, ranges or copies, and
   so does straight-line code of a function that may run often, and
   code compiled for size.  The run
   tests rmarace.filter/rare-* check the verdicts.  */

#include <stdlib.h>
#include <mpi.h>

double *helper_alloc (size_t n);

/* Only main calls it, once: its store is an unguarded call, and its
   loop runs at most once: no copy (rmarace.filter/version-helper.c
   makes its helper extern for that).
   stats-expect: ^rmarace: stats: once: .* versioned 0 hoisted [0-9]+ unguarded 1\r?$  */

static void __attribute__ ((noinline))
once (double *out, const double *in, int n)
{
  out[0] = n;
  for (int i = 1; i < n - 1; i++)
    if (in[i] >= 0)
      out[i] = (in[i - 1] + in[i] + in[i + 1]) / 3;
}

/* Extern, it may be called in a hot loop: its store keeps its guard,
   and its loop gets a copy.
   stats-expect: ^rmarace: stats: often: .* versioned 1 hoisted [0-9]+ unguarded 0\r?$  */

void __attribute__ ((noinline))
often (double *out, const double *in, int n)
{
  out[n - 1] = n;
  for (int i = 1; i < n - 1; i++)
    if (in[i] >= 0)
      out[i] = (in[i - 1] + in[i] + in[i + 1]) / 3;
}

/* The store before abort is in a block predicted never to run; the
   first one is not.
   stats-expect: ^rmarace: stats: checked: .* stores 2/2 .* unguarded 1\r?$  */

void
checked (double *p, int n)
{
  p[0] = n;
  if (n < 0)
    {
      p[1] = 0;
      abort ();
    }
}

/* Compiled for size (as by -Os): its loop runs as often as ever, so
   its accesses keep their guards.
   stats-expect: ^rmarace: stats: small: .* unguarded 0\r?$  */

void __attribute__ ((noinline, optimize ("Os")))
small (double *out, const double *in, const int *idx, int n)
{
  for (int i = 0; i < n; i++)
    out[idx[i]] += in[i];
}

/* Main's straight-line stores are unguarded calls.
   stats-expect: ^rmarace: stats: main: .* unguarded [1-9][0-9]*\r?$  */

int
main (int argc, char **argv)
{
  int n = 16 + argc;
  MPI_Init (&argc, &argv);
  double *out = helper_alloc (n), *in = helper_alloc (n);
  out[1] = 1;
  once (out, in, n);
  often (out, in, n);
  out[2] = 2;
  MPI_Finalize ();
  return 0;
}
