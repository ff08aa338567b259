/* paced.c -- accesses beside a call of MPI call the runtime unguarded.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Straight-line code that a call of MPI dominates or post-dominates runs
   no more often than MPI is called: its accesses call the runtime with
   no inline test, in any function (plugin/instrument.cc,
   mpi_paced_block_p).  Loops keep their guards, ranges or copies, and so
   does straight-line code that may run without the call.  The run tests
   rmarace.filter/paced-helper* check the verdicts.  */

#include <mpi.h>

/* Both stores: the first before the barrier, which post-dominates it,
   the second after it, which dominates it; the loop keeps its guard.
   stats-expect: ^rmarace: stats: pack: .* stores [0-9]+/[0-9]+ .* unguarded 2\r?$  */

void
pack (double *out, const double *in, int n, int *count)
{
  if (n > 4)
    out[0] = in[0];
  MPI_Barrier (MPI_COMM_WORLD);
  for (int i = 1; i < n; i++)
    if (in[i] > 0)
      out[i] = in[i];
  *count = n;
}

/* The store runs on the path that does not call MPI: it keeps its guard.
   stats-expect: ^rmarace: stats: either: .* stores 1/1 .* unguarded 0\r?$  */

void
either (double *out, int n)
{
  if (n > 0)
    MPI_Barrier (MPI_COMM_WORLD);
  else
    out[0] = n;
}

/* No call of MPI: its straight-line store keeps its guard.
   stats-expect: ^rmarace: stats: plain: .* stores 1/1 .* unguarded 0\r?$  */

void
plain (double *out, int n)
{
  out[n] = n;
}

/* In a loop, the accesses of a block with the barrier (the loads of
   IDX and the stores, before and after it) are unguarded: each
   iteration calls MPI.  The store of a loop whose call of MPI is not in
   every iteration keeps its guard.
   stats-expect: ^rmarace: stats: steps: .* stores 2/2 .* unguarded 4\r?$
   stats-expect: ^rmarace: stats: some_steps: .* stores 1/1 .* unguarded 0\r?$  */

void
steps (double *out, const int *idx, int n)
{
  for (int i = 0; i < n; i++)
    {
      out[idx[2 * i]] = i;
      MPI_Barrier (MPI_COMM_WORLD);
      out[idx[2 * i + 1]] = i;
    }
}

void
some_steps (double *out, const int *idx, int n)
{
  for (int i = 0; i < n; i++)
    {
      if (i % 4 == 0)
	MPI_Barrier (MPI_COMM_WORLD);
      out[idx[i]] = i;
    }
}
