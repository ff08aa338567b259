/* member-struct.c -- members of static C structures that MPI never had
   (filter "member").
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or
   later; see the file COPYING.

   In C any unit can declare a compatible structure, so the rule holds
   for a static variable whose address stays in sight (filter "field"):
   ACC's address goes only to a static function of this unit, so ACC's
   members, read and written by name, are not instrumented.  Any address
   of a static given to MPI loses the filter for all of it: WIN's member
   COUNT is a window's memory, so the stores into its other member HITS
   are kept too.  (The accesses through a pointer to a C structure are
   always kept: the structure's type is no key.)
   The run tests rmarace.filter/member-struct-*.c check the verdicts.  */

#include <mpi.h>

struct acc
{
  int n;
  double sum;
};

struct counter
{
  int hits;
  int count;
};

static struct acc acc;
static struct counter win;

static void __attribute__ ((noinline))
add (struct acc *p, double v)
{
  p->sum += v;
}

/* stats-expect: use: loads [0-9]+/0 stores [0-9]+/0 filtered: .*member=  */

void __attribute__ ((noinline))
use (double v)
{
  add (&acc, v);
  acc.n = acc.n + 1;
}

/* stats-reject: bump: .*member=  */

void __attribute__ ((noinline))
bump (void)
{
  win.hits = win.hits + 1;
}

MPI_Win
open_window (void)
{
  MPI_Win w;
  MPI_Win_create (&win.count, sizeof win.count, sizeof win.count,
		  MPI_INFO_NULL, MPI_COMM_WORLD, &w);
  return w;
}
