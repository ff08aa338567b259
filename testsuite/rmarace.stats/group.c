/* group.c -- which guards share one branch.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or
   later; see the file COPYING.

   The guarded accesses of one block with nothing between them but
   arithmetic, loads and stores are tested together, with one branch
   (group.cc); a call ends a group.  The
   run tests rmarace.filter/group-* and f-group-* check the verdicts.  */

#include <mpi.h>

extern void elsewhere (int *);
extern int square (int) __attribute__ ((const));

/* Four accesses through one pointer: one group of four.
   stats-expect: ^rmarace: stats: fields: .* groups 1/4 ranged:  */

void
fields (int *p, int v)
{
  p[0] = v;
  p[1] = p[2] + v;
  p[3] = v;
}

/* A call ends a group, even a const one (the addresses would live
   across it): two groups of two.
   stats-expect: ^rmarace: stats: split_by_const: .* groups 2/4 ranged:  */

void
split_by_const (int *p, int v)
{
  p[0] = v;
  p[1] = square (p[2]);
  p[3] = v;
}

/* A call that may reach MPI between them: no group.
   stats-expect: ^rmarace: stats: split_by_call: .* groups 0/0 ranged:  */

void
split_by_call (int *p, int v)
{
  p[0] = v;
  elsewhere (p);
  p[1] = v;
}

/* An atomic synchronizes threads: two groups of two.
   stats-expect: ^rmarace: stats: split_by_atomic: .* groups 2/4 ranged:  */

void
split_by_atomic (int *p, int *q, int *flag, int v)
{
  p[0] = v;
  q[0] = v;
  __atomic_store_n (flag, 1, __ATOMIC_RELEASE);
  p[1] = v;
  q[1] = v;
}

/* An MPI call: its site marker and the call end the group.
   stats-expect: ^rmarace: stats: split_by_mpi: .* groups 0/0 ranged:  */

void
split_by_mpi (int *p, int v)
{
  p[0] = v;
  MPI_Barrier (MPI_COMM_WORLD);
  p[1] = v;
}
