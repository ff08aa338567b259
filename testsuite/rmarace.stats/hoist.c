/* hoist.c -- which loops test the guards of invariant addresses once.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   An access whose address does not change in a loop is guarded by a
   test made once, before the loop, when the loop calls nothing that
   could reach MPI or start a thread (hoist.cc): builtins, const and
   pure functions, and this file's functions whose own calls are of
   those kinds.  Each loop below reads *LIMIT, which GCC reloads in
   every iteration because of the call.  */

#include <mpi.h>

extern void elsewhere (int *);

/* Quiet: stores through its argument, calls memset.  */
__attribute__ ((noinline)) void
note (int *p, int n)
{
  __builtin_memset (p, 0, n * sizeof *p);
}

/* Reaches MPI.  */
__attribute__ ((noinline)) void
sync_all (int *p)
{
  *p = 0;
  MPI_Barrier (MPI_COMM_WORLD);
}

/* Calls itself: never taken as quiet.  */
__attribute__ ((noinline)) void
recurse (int *p, int n)
{
  if (n > 0)
    {
      *p += n;
      recurse (p, n - 1);
      recurse (p + 1, n - 2);
    }
}

/* A quiet callee of this file: the load of *limit is hoisted.
   stats-expect: ^rmarace: stats: quiet: .* hoisted 1 unguarded [0-9]+\r?$  */
int
quiet (int *limit, int *v, int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    {
      s += *limit;
      note (v, i);
    }
  return s;
}

/* A function of another file: anything could happen there.
   stats-expect: ^rmarace: stats: external: .* hoisted 0 unguarded [0-9]+\r?$  */
int
external (int *limit, int *v, int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    {
      s += *limit;
      elsewhere (v);
    }
  return s;
}

/* A callee that calls MPI.
   stats-expect: ^rmarace: stats: mpi: .* hoisted 0 unguarded [0-9]+\r?$  */
int
mpi (int *limit, int *v, int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    {
      s += *limit;
      sync_all (v);
    }
  return s;
}

/* A recursive callee.
   stats-expect: ^rmarace: stats: recursive: .* hoisted 0 unguarded [0-9]+\r?$  */
int
recursive (int *limit, int *v, int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    {
      s += *limit;
      recurse (v, i);
    }
  return s;
}

/* A call through a pointer.
   stats-expect: ^rmarace: stats: indirect: .* hoisted 0 unguarded [0-9]+\r?$  */
int
indirect (int *limit, int *v, int n, void (*f) (int *, int))
{
  int s = 0;
  for (int i = 0; i < n; i++)
    {
      s += *limit;
      f (v, i);
    }
  return s;
}

/* An OpenMP region starts threads.
   stats-expect: ^rmarace: stats: region: .* hoisted 0 unguarded [0-9]+\r?$  */
int
region (int *limit, int *v, int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    {
      s += *limit;
#pragma omp parallel num_threads (2)
      note (v, i);
    }
  return s;
}

/* A nest: hoisted before the outer loop, whose body makes only quiet
   calls, and counted once.
   stats-expect: ^rmarace: stats: nest: .* hoisted 1 unguarded [0-9]+\r?$  */
int
nest (int *limit, int *v, int n)
{
  int s = 0;
  for (int j = 0; j < n; j++)
    for (int i = 0; i < n; i++)
      {
	s += *limit;
	note (v, i + j);
      }
  return s;
}
