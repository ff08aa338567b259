/* field-struct.c -- pointer members of static C structures whose blocks
   never reach MPI (filter "field").
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   In C any unit can declare a compatible structure, so the keys are the
   members of a static variable whose address stays in sight.  G.WORK's
   and CELLS[i].DATA's blocks only come from calloc and go nowhere but
   loads, stores and free: the accesses through them are not
   instrumented.  G.IN's block is an MPI_Get origin buffer.  The other
   statics lose the filter: PASSED's address goes to a function of
   another unit, COPIED's member is copied into a global, CLONED is
   copied by memcpy into a global structure, WIN's member is a window's
   memory, INIT starts out pointing to a static array, KEPT.WORK's
   block is also returned by GET_KEPT, which other units can call, and
   SENT is itself MPI_Bcast's buffer, pointers and all.
   The run tests rmarace.filter/field-struct-*.c check the verdicts.  */

#include <mpi.h>
#include <stdlib.h>
#include <string.h>

struct grid
{
  double *in, *work;
  int n;
};

struct cell
{
  int count;
  double *data;
};

void keep (void *);
double *leak;
struct grid global_grid;

static struct grid g, passed, copied, cloned, win, kept, sent;
static struct cell cells[4];
static double backing[8];
static struct grid init = { backing, backing, 8 };

/* stats-expect: sum_work: .*filtered: .*field=[1-9]  */

__attribute__ ((noinline)) static double
sum_work (void)
{
  double s = 0;
  for (int i = 0; i < g.n; i++)
    s += g.work[i] * g.work[(i * 7) % g.n];
  return s;
}

/* stats-reject: sum_in: .*field=  */

__attribute__ ((noinline)) static double
sum_in (void)
{
  double s = 0;
  for (int i = 0; i < g.n; i++)
    s += g.in[(i * 3) % g.n];
  return s;
}

/* stats-expect: sum_cells: .*filtered: .*field=[1-9]  */

__attribute__ ((noinline)) static double
sum_cells (int c)
{
  double s = 0;
  for (int i = 0; i < cells[c].count; i++)
    s += cells[c].data[(i * 5) % cells[c].count];
  return s;
}

/* stats-reject: sum_passed: .*field=  */

__attribute__ ((noinline)) static double
sum_passed (void)
{
  return passed.work[0] + passed.work[passed.n - 1];
}

/* stats-reject: sum_copied: .*field=  */

__attribute__ ((noinline)) static double
sum_copied (void)
{
  return copied.work[0] + copied.work[copied.n - 1];
}

/* stats-reject: sum_cloned: .*field=  */

__attribute__ ((noinline)) static double
sum_cloned (void)
{
  return cloned.work[0] + cloned.work[cloned.n - 1];
}

/* stats-reject: sum_win: .*field=  */

__attribute__ ((noinline)) static double
sum_win (void)
{
  return win.work[0] + win.work[win.n - 1];
}

/* stats-reject: sum_init: .*field=  */

__attribute__ ((noinline)) static double
sum_init (void)
{
  return init.work[0] + init.work[init.n - 1];
}

/* stats-reject: sum_kept: .*field=  */

__attribute__ ((noinline)) static double
sum_kept (void)
{
  return kept.work[0] + kept.work[kept.n - 1];
}

/* stats-reject: sum_sent: .*field=  */

__attribute__ ((noinline)) static double
sum_sent (void)
{
  return sent.work[0] + sent.work[sent.n - 1];
}

double *
get_kept (int n)
{
  double *p = calloc (n, sizeof (double));
  kept.work = p;
  kept.n = n;
  return p;
}

static void
setup (struct grid *p, int n)
{
  p->n = n;
  p->in = calloc (n, sizeof (double));
  p->work = calloc (n, sizeof (double));
}

double
run (int n, MPI_Win *w)
{
  double s;
  setup (&g, n);
  setup (&passed, n);
  setup (&copied, n);
  setup (&cloned, n);
  setup (&win, n);
  setup (&sent, n);
  MPI_Bcast (&sent, sizeof sent, MPI_BYTE, 0, MPI_COMM_WORLD);
  for (int c = 0; c < 4; c++)
    {
      cells[c].count = n;
      cells[c].data = calloc (n, sizeof (double));
    }
  keep (&passed);
  leak = copied.work;
  memcpy (&global_grid, &cloned, sizeof cloned);
  MPI_Win_create (win.work, n * sizeof (double), sizeof (double),
		  MPI_INFO_NULL, MPI_COMM_WORLD, w);
  MPI_Get (g.in, n, MPI_DOUBLE, 0, 0, n, MPI_DOUBLE, *w);
  s = sum_work () + sum_in () + sum_cells (n & 3) + sum_passed ()
      + sum_copied () + sum_cloned () + sum_win () + sum_init ()
      + sum_kept () + sum_sent ();
  free (g.work);
  for (int c = 0; c < 4; c++)
    free (cells[c].data);
  return s;
}
