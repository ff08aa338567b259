/* ugroup.c -- a run of accesses with no guard makes one call.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or
   later; see the file COPYING.

   The accesses of a block beside a call of MPI call the runtime with no
   guard (plugin/instrument.cc, mpi_paced_block_p); those of one block
   with nothing between them but arithmetic, loads and stores make one
   call of __rmarace_group, as a guarded group's cold block does
   (group.cc).  The run tests rmarace.filter/ugroup-* and f-ugroup-*
   check the verdicts.  */

#include <mpi.h>

struct halo
{
  MPI_Win win;
  int right;
  double *buf;
  int at;
};

extern void elsewhere (int *);

/* The loads of H->RIGHT and H->WIN before the MPI_Get, one group; the
   loads of H->BUF, H->AT and the element and the store after it,
   another: two calls where there were six.
   stats-expect: ^rmarace: stats: fetch: .* groups 2/6 ranged: .* unguarded 6\r?$  */

void
fetch (struct halo *h, double *out)
{
  MPI_Get (out, 1, MPI_DOUBLE, h->right, 0, 1, MPI_DOUBLE, h->win);
  out[1] = h->buf[h->at];
}

/* A call that may reach MPI between two unguarded stores: no group.
   stats-expect: ^rmarace: stats: split: .* groups 0/0 ranged: .* unguarded 2\r?$  */

void
split (int *p, int v)
{
  p[0] = v;
  elsewhere (p);
  p[1] = v;
  MPI_Barrier (MPI_COMM_WORLD);
}

/* In a loop with a barrier in every iteration: the load of IDX and the
   store it indexes, before the barrier, one group; those after it,
   another.
   stats-expect: ^rmarace: stats: steps: .* groups 2/4 ranged: .* unguarded 4\r?$  */

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
